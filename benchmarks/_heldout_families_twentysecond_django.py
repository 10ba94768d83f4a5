"""Held-out set 22, part 7: Django's ORM and helpers on local SQLite files, as a tool uses them.

``django.db.utils.IntegrityError``/``OperationalError`` wrapping sqlite3's own errors (the
original chained as the cause), ``DoesNotExist``, ``MultipleObjectsReturned``, ``FieldError``,
``ValidationError`` from ``full_clean`` and validators, ``ProtectedError``,
``TransactionManagementError``, ``SynchronousOnlyOperation``, ``ConnectionDoesNotExist``,
``SuspiciousFileOperation`` and ``django.core.signing``'s ``BadSignature``/``SignatureExpired``.

Written 2026-12-04 between 20:10 and 21:45 UTC by the helper ``heldout22``, built blind
(labels from DESIGN.md §2 and issue 23 only, committed before any verdict was looked at)."""

from __future__ import annotations

import asyncio
import sqlite3
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from _heldout_cases import BIZ, CLI, FAT, TRA, Case, case

__all__ = ["FAMILIES"]

_MODELS: dict[str, Any] = {}


def _setup(folder: Path) -> dict[str, Any]:
    """Configure Django once for this process and define the tool's models."""
    if _MODELS:
        return _MODELS
    import django
    from django.conf import settings

    main = folder / "shop.sqlite3"
    sqlite3.connect(main).close()
    # An installed app for the models, so that reverse relations (PROTECT) are known.
    (folder / "heldout22").mkdir()
    (folder / "heldout22" / "__init__.py").write_text("")
    sys.path.insert(0, str(folder))
    settings.configure(
        SECRET_KEY="heldout22-not-a-secret",
        USE_TZ=True,
        INSTALLED_APPS=["django.contrib.contenttypes", "heldout22"],
        MEDIA_ROOT=str(folder / "media"),
        DATABASES={
            "default": {
                "ENGINE": "django.db.backends.sqlite3",
                "NAME": str(main),
                "OPTIONS": {"timeout": 0.2},
            },
            "readonly": {
                "ENGINE": "django.db.backends.sqlite3",
                "NAME": f"file:{main}?mode=ro",
                "OPTIONS": {"uri": True},
            },
            "missing": {
                "ENGINE": "django.db.backends.sqlite3",
                "NAME": str(folder / "no-such-dir" / "db.sqlite3"),
            },
        },
    )
    django.setup()
    from django.db import connection, models

    class Customer(models.Model):
        email = models.EmailField(unique=True)
        name = models.CharField(max_length=40)
        credit = models.IntegerField(default=0)

        class Meta:
            app_label = "heldout22"
            constraints = (
                models.CheckConstraint(condition=models.Q(credit__gte=0), name="credit_gte_0"),
            )

    class Order(models.Model):
        customer = models.ForeignKey(Customer, on_delete=models.PROTECT)
        total = models.IntegerField()

        class Meta:
            app_label = "heldout22"

    class Invoice(models.Model):  # never migrated: its table does not exist
        number = models.CharField(max_length=20)

        class Meta:
            app_label = "heldout22"

    with connection.schema_editor() as editor:
        editor.create_model(Customer)
        editor.create_model(Order)
    _MODELS.update(Customer=Customer, Order=Order, Invoice=Invoice, main=main)
    return _MODELS


def django_family() -> Iterator[Case]:
    models = _setup(Path(tempfile.mkdtemp(prefix="heldout22-django-")))
    from django.core import signing
    from django.core.files.base import ContentFile
    from django.core.files.storage import default_storage
    from django.core.validators import URLValidator
    from django.db import connection, connections, transaction

    customer, order, invoice = models["Customer"], models["Order"], models["Invoice"]
    ana = customer.objects.create(email="ana@example.org", name="Ana", credit=10)
    customer.objects.create(email="bo@example.org", name="Bo", credit=5)
    order.objects.create(customer=ana, total=42)

    def locked() -> Any:
        holder = sqlite3.connect(models["main"])
        holder.execute("BEGIN EXCLUSIVE")
        try:
            return customer.objects.create(email="cy@example.org", name="Cy")
        finally:
            holder.rollback()
            holder.close()

    def broken_transaction() -> Any:
        with transaction.atomic():
            try:
                with connection.cursor() as cursor:
                    cursor.execute("INSERT INTO heldout22_customer (email, name, credit) "
                        "VALUES ('ana@example.org', 'Dup', 0)")  # fmt: skip
            except Exception:
                pass  # the tool swallows the error and goes on inside the same atomic block
            connection.needs_rollback = True
            return customer.objects.count()

    async def from_async() -> Any:
        return customer.objects.get(pk=ana.pk)

    def fk_missing() -> Any:
        with transaction.atomic():
            return order.objects.create(customer_id=9999, total=1)

    def expired() -> Any:
        value = signing.TimestampSigner().sign("reset:ana")
        time.sleep(1.1)
        return signing.TimestampSigner().unsign(value, max_age=1)

    dj = "django-22"
    yield case(dj, "unique", (CLI, BIZ), lambda: customer.objects.create(
        email="ana@example.org", name="Again"))  # fmt: skip
    yield case(dj, "not-null", (CLI, BIZ), lambda: customer.objects.create(
        email="dee@example.org", name=None))  # fmt: skip
    yield case(dj, "check", (CLI, BIZ), lambda: customer.objects.create(
        email="eve@example.org", name="Eve", credit=-5))  # fmt: skip
    yield case(dj, "foreign-key", (CLI, BIZ), fk_missing)
    yield case(dj, "database-locked", TRA, locked)
    yield case(dj, "no-such-table", (FAT, CLI), lambda: invoice.objects.count())
    yield case(dj, "readonly-db", (FAT, CLI), lambda: customer.objects.using("readonly").create(
        email="ro@example.org", name="Ro"))  # fmt: skip
    yield case(dj, "cannot-open", (FAT, CLI), lambda: customer.objects.using("missing").count())
    yield case(dj, "does-not-exist", (CLI, BIZ), lambda: customer.objects.get(
        email="zed@example.org"))  # fmt: skip
    yield case(dj, "multiple-returned", (CLI, BIZ), lambda: customer.objects.get(
        email__endswith="@example.org"))  # fmt: skip
    yield case(dj, "field-error", (CLI, FAT), lambda: list(customer.objects.filter(
        emial="ana@example.org")))  # fmt: skip
    yield case(dj, "full-clean", CLI, lambda: customer(email="not-an-email", name="X")
        .full_clean())  # fmt: skip
    yield case(dj, "pk-not-a-number", CLI, lambda: customer.objects.get(pk="abc"))
    yield case(dj, "protected", (BIZ, CLI), lambda: ana.delete())
    yield case(dj, "transaction-broken", (FAT, CLI), broken_transaction)
    yield case(dj, "async-context", FAT, lambda: asyncio.run(from_async()))
    yield case(dj, "no-such-alias", (FAT, CLI), lambda: connections["replica"].cursor())
    yield case(dj, "path-traversal", CLI, lambda: default_storage.save("../../etc/cron.d/x",
        ContentFile(b"* * * * * root true")))  # fmt: skip
    yield case(dj, "bad-signature", CLI, lambda: signing.loads("eyJhIjoxfQ:1tXyZ:forged"))
    yield case(dj, "signature-expired", (CLI, BIZ), expired)
    yield case(dj, "url-validator", CLI, lambda: URLValidator()("htp:/example"))


FAMILIES: tuple[Callable[[], Iterator[Case]], ...] = (django_family,)
