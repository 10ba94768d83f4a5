"""Held-out set 14, part 5: exceptions of classes no rule can know, carrying their meaning.

What in-house SDKs and agent tools raise: a class name that says what went wrong
(``UpstreamOverloaded``, ``InsufficientCreditsError``), an attribute under a name of its own
(``retryable``, ``retry_after_seconds``, ``http_status_code``, ``statusCode`` + ``headers``,
``error_code``, ``status="UNAVAILABLE"``), a message in one of ten languages, a status
inside the args tuple, a cause chained with ``raise ... from``, an ``ExceptionGroup``. Each is
raised by a small tool function, the way an agent's tool raises it.

Written 2026-12-04 between 03:19 and 03:50 UTC by the helper ``heldout14``, built blind:
labelled from DESIGN.md §2 semantics only; ``classify()``, the decorator and any observation
were never run on these cases before the labels were committed, nor were the classifier's
rules, its tests or any verdict read."""

from __future__ import annotations

import builtins
import errno
import os
from collections.abc import Callable, Iterator
from typing import Any

from _heldout_cases import BIZ, CLI, FAT, TRA, Case, case

__all__ = ["FAMILIES"]


def _make(name: str, base: type[BaseException] = Exception) -> type[Exception]:
    """A class of the tool's own SDK (defined at run time: no rule was written against it)."""
    made: type[Exception] = type(name, (base,), {"__module__": "acme_sdk.errors"})
    return made


def raising(name: str, *args: Any, base: type[BaseException] = Exception,
    **attrs: Any) -> Callable[[], Any]:  # fmt: skip
    def tool() -> Any:
        exc = _make(name, base)(*args)
        for key, value in attrs.items():
            setattr(exc, key, value)
        raise exc

    return tool


def class_names_family() -> Iterator[Case]:
    cn = "class-names-14"
    yield case(cn, "upstream-overloaded", TRA, raising("UpstreamOverloaded",
        "inventory-service shed the request"))  # fmt: skip
    yield case(cn, "quota-exceeded-project", FAT, raising("QuotaExceededForProject",
        "monthly translation characters used up: 5000000/5000000"))  # fmt: skip
    yield case(cn, "insufficient-credits", FAT, raising("InsufficientCreditsError",
        "your balance is 0.00 credits; top up to continue"))  # fmt: skip
    yield case(cn, "seat-unavailable", BIZ, raising("SeatUnavailable",
        "seat 14C is no longer available on flight LH438"))  # fmt: skip
    yield case(cn, "account-frozen", (BIZ, FAT), raising("AccountFrozen",
        "account ACC-88 is frozen pending a compliance review"))  # fmt: skip
    yield case(cn, "lease-expired", TRA, raising("LeaseExpiredError",
        "lease on shard 12 expired before the write; reacquire and retry"))  # fmt: skip
    yield case(cn, "stale-read", TRA, raising("StaleReadError",
        "replica lag 12s exceeds the 5s bound"))  # fmt: skip
    yield case(cn, "schema-mismatch", (CLI, FAT), raising("SchemaMismatch",
        "column 'amount' expected DECIMAL(10,2), got TEXT"))  # fmt: skip
    yield case(cn, "worker-pool-exhausted", TRA, raising("WorkerPoolExhausted",
        "no idle workers (32/32 busy)"))  # fmt: skip
    yield case(cn, "not-leader", TRA, raising("NotLeaderError",
        "this node is not the leader", leader_hint="node-3:7000"))  # fmt: skip
    yield case(cn, "payment-declined", BIZ, raising("PaymentDeclined",
        "the issuer declined the charge", decline_code="do_not_honor"))  # fmt: skip
    yield case(cn, "context-overflow", CLI, raising("ContextWindowExceeded",
        "prompt is 210000 tokens; the model's limit is 200000"))  # fmt: skip
    yield case(cn, "content-policy", (CLI, BIZ), raising("ContentPolicyViolation",
        "the request was rejected by the safety system"))  # fmt: skip
    yield case(cn, "optimistic-lock", (TRA, CLI), raising("OptimisticLockError",
        "order 5512: version 7 expected, found 8"))  # fmt: skip
    yield case(cn, "tenant-suspended", (FAT, BIZ), raising("TenantSuspended",
        "tenant acme is suspended for non-payment"))  # fmt: skip
    yield case(cn, "circuit-open", TRA, raising("CircuitOpen",
        "circuit 'billing-api' is open; next probe in 20s"), retry_after=20)  # fmt: skip
    yield case(
        cn,
        "command-blocked",
        (CLI, BIZ, FAT),
        raising(
            "CommandNotAllowed",
            "the command 'rm -rf /var/lib/postgres' is blocked by the sandbox policy",
        ),
    )
    yield case(cn, "device-busy-oserror", TRA, raising("DeviceBusy", errno.EBUSY,
        os.strerror(errno.EBUSY), "/dev/ttyUSB0", base=OSError))  # fmt: skip
    yield case(
        cn,
        "snapshot-in-progress",
        TRA,
        raising(
            "SnapshotInProgress",
            "volume vol-0a1 is being snapshotted; writes resume when it completes",
        ),
    )
    yield case(cn, "unknown-plain", FAT, raising("ReconcileError", "reconcile produced no "
        "plan for cluster prod-eu"))  # fmt: skip


def attributes_family() -> Iterator[Case]:
    at = "attributes-14"
    yield case(at, "retryable-wait", TRA, raising("ApiProblem", "upstream said no",
        retryable=True, retry_after_seconds=12), retry_after=12)  # fmt: skip
    yield case(at, "not-transient-validation", CLI, raising("ApiProblem",
        "field 'email' is invalid", is_transient=False, kind="validation"))  # fmt: skip
    yield case(at, "status-resource-exhausted-quota", FAT, raising("RemoteCallError",
        "Quota exceeded for quota metric 'Read requests' and limit 'Read requests per day'",
        status="RESOURCE_EXHAUSTED"))  # fmt: skip
    yield case(at, "status-unavailable", TRA, raising("RemoteCallError", "connection to "
        "ledger backend lost", status="UNAVAILABLE"))  # fmt: skip
    yield case(at, "status-failed-precondition", CLI, raising("RemoteCallError",
        "bucket is not empty", status="FAILED_PRECONDITION"))  # fmt: skip
    yield case(at, "http-status-code", TRA, raising("BackendError", "backend warming up",
        http_status_code=503))  # fmt: skip
    yield case(at, "camel-status-headers", TRA, raising("FetchError", "request failed",
        statusCode=429, headers={"Retry-After": "7"}), retry_after=7)  # fmt: skip
    yield case(at, "error-code-deadlock", TRA, raising("StoreError", "transaction aborted",
        error_code="DEADLOCK_DETECTED"))  # fmt: skip
    yield case(at, "error-code-duplicate", CLI, raising("StoreError", "insert rejected",
        error_code="DUPLICATE_KEY"))  # fmt: skip
    yield case(at, "reason-rate-limited", TRA, raising("GatewayError", "call rejected",
        reason="RATE_LIMITED", retry_in=4.5), retry_after=4.5)  # fmt: skip
    yield case(at, "status-in-args", TRA, raising("UpstreamError", "upstream returned",
        502, "Bad Gateway"))  # fmt: skip
    yield case(at, "status-in-args-404", (CLI, BIZ), raising("UpstreamError",
        "upstream returned", 404, "Not Found"))  # fmt: skip
    yield case(at, "code-quota", FAT, raising("ServiceError", "request denied",
        code="billing_hard_limit_reached"))  # fmt: skip
    yield case(at, "code-insufficient-funds", BIZ, raising("ServiceError", "transfer refused",
        code="insufficient_funds"))  # fmt: skip


def languages_family() -> Iterator[Case]:
    lg = "languages-14"
    yield case(lg, "zh-wait", TRA, raising("SyncFailure", "服务暂时不可用，请30秒后重试"),
        retry_after=30)  # fmt: skip
    yield case(lg, "ja-busy", TRA, raising("SyncFailure",
        "現在アクセスが集中しています。しばらくしてから再度お試しください。"))  # fmt: skip
    yield case(lg, "ko-balance", BIZ, raising("TransferFailure", "잔액이 부족합니다"))
    yield case(lg, "de-quota", FAT, raising("SyncFailure",
        "Das Kontingent für diesen Monat ist aufgebraucht."))  # fmt: skip
    yield case(lg, "fr-missing-file", CLI, raising("ExportFailure",
        "Le fichier « rapport-2026.pdf » est introuvable."))  # fmt: skip
    yield case(lg, "es-maintenance", TRA, raising("SyncFailure",
        "El servicio está en mantenimiento, inténtelo más tarde."))  # fmt: skip
    yield case(lg, "ru-funds", BIZ, raising("TransferFailure", "Недостаточно средств на счёте"))
    yield case(
        lg,
        "pt-rate-wait",
        TRA,
        raising("SyncFailure", "Limite de requisições excedido. Tente novamente em 60 segundos."),
        retry_after=60,
    )
    yield case(lg, "it-permission", (CLI, FAT), raising("ExportFailure",
        "Permesso negato: l'utente non può scrivere in /srv/report"))  # fmt: skip
    yield case(lg, "nl-timeout", TRA, raising("SyncFailure",
        "Er is een time-out opgetreden bij het verbinden met de server"))  # fmt: skip


def chained_family() -> Iterator[Case]:
    def chained(outer: BaseException, inner: BaseException) -> Callable[[], Any]:
        def tool() -> Any:
            try:
                raise inner
            except BaseException as cause:
                raise outer from cause

        return tool

    group_type = getattr(builtins, "ExceptionGroup", None)  # Python 3.11+

    def group() -> Any:
        assert group_type is not None
        raise group_type("2 of 3 shard fetches failed", [TimeoutError("shard 2 timed out"),
            ConnectionRefusedError(errno.ECONNREFUSED, "Connection refused")])  # fmt: skip

    ch = "chained-14"
    yield case(
        ch,
        "reset-under-runtime",
        TRA,
        chained(
            RuntimeError("sync of tenant acme failed"),
            ConnectionResetError(errno.ECONNRESET, "Connection reset by peer"),
        ),
    )
    yield case(ch, "permission-under-export", CLI, chained(_make("ExportFailed")(
        "export failed"), PermissionError(errno.EACCES, "Permission denied",
        "/var/exports/q4.csv")))  # fmt: skip
    yield case(ch, "missing-under-valueerror", CLI, chained(ValueError("could not load "
        "config"), FileNotFoundError(errno.ENOENT, "No such file or directory",
        "config/prod.yaml")))  # fmt: skip
    yield case(
        ch,
        "enospc-under-sdk",
        FAT,
        chained(
            _make("CacheWriteError")("cache write failed"),
            OSError(errno.ENOSPC, "No space left on device", "/var/cache/app"),
        ),
    )
    if group_type is not None:
        yield case(ch, "group-transient", TRA, group)


FAMILIES: tuple[Callable[[], Iterator[Case]], ...] = (
    class_names_family,
    attributes_family,
    languages_family,
    chained_family,
)
