"""Held-out set 15, part 4: a tool's arguments checked at run time, and wrong.

The checks a tool author puts at the boundary of an agent's tool: the arguments the model sent
are validated against the tool's annotations or its JSON schema before the work starts.

* typeguard 4.6: ``TypeCheckError`` ('argument "replicas" (str) is not an instance of int'),
  raised by ``@typechecked`` on a call and by ``check_type`` on a payload; on a return value it
  is the tool that broke its own contract.
* beartype 0.23: ``BeartypeCallHintParamViolation`` / ``BeartypeCallHintReturnViolation`` /
  ``BeartypeDoorHintViolation``, long sentences naming the function, the parameter and the
  hint; the plain ``TypeError`` of a call that does not bind.
* jsonschema-rs 0.61 (Rust, PyO3): ``ValidationError`` (a ``ValueError``) for an instance that
  breaks the schema, and the same class for a schema that is itself invalid or points at a
  definition that is not there (the tool's own bug).

Written 2026-12-04 between 05:35 and 06:10 UTC by the helper ``heldout15``, built blind:
labelled from DESIGN.md §2 semantics only; ``classify()``, the decorator and any observation
were never run on these cases before the labels were committed, nor were the classifier's
rules, its tests or any verdict read. None of these packages appears in sets 1-14, "gen",
"dev10", "dev11", "dev12" or ``tests/``."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any, Literal, TypedDict

from _heldout_cases import CLI, FAT, Case, case

__all__ = ["FAMILIES"]


class EditRequest(TypedDict):
    path: str
    old_text: str
    new_text: str
    line_hints: list[int]


def typeguard_family() -> Iterator[Case]:
    from typeguard import check_type, typechecked

    @typechecked
    def scale_deployment(name: str, replicas: int, strategy: Literal["rolling", "recreate"]) -> str:
        return f"{name}:{replicas}:{strategy}"

    @typechecked
    def move_file(source: str, destination: str, overwrite: bool = False) -> str:
        return destination

    @typechecked
    def count_open_tickets(queue: str) -> int:
        return "17"  # type: ignore[return-value]  # the tool's own bug, on purpose

    tg = "typeguard"
    yield case(tg, "int-as-str", CLI, lambda: scale_deployment("api", "3", "rolling"))  # type: ignore[arg-type]
    yield case(tg, "literal", CLI, lambda: scale_deployment("api", 3, "blue-green"))  # type: ignore[arg-type]
    yield case(tg, "list-for-str", CLI, lambda: move_file(["a.txt", "b.txt"], "archive/"))  # type: ignore[arg-type]
    yield case(tg, "bool-as-str", CLI, lambda: move_file("a.txt", "b.txt", "yes"))  # type: ignore[arg-type]
    yield case(tg, "payload-item", CLI, lambda: check_type({"path": "app.py", "old_text": "x",
        "new_text": "y", "line_hints": ["12"]}, EditRequest))  # fmt: skip
    yield case(tg, "payload-missing-key", CLI, lambda: check_type({"path": "app.py",
        "old_text": "x"}, EditRequest))  # fmt: skip
    yield case(tg, "payload-extra-key", CLI, lambda: check_type({"path": "app.py",
        "old_text": "x", "new_text": "y", "line_hints": [], "force": True}, EditRequest))  # fmt: skip
    yield case(tg, "return-contract", FAT, lambda: count_open_tickets("support"))


def beartype_family() -> Iterator[Case]:
    from beartype import beartype
    from beartype.door import die_if_unbearable

    @beartype
    def read_lines(path: str, start: int, end: int | None = None) -> list[str]:
        return []

    @beartype
    def send_invoice(customer_id: str, amount_cents: int, currency: Literal["EUR", "USD"]) -> str:
        return customer_id

    @beartype
    def disk_usage(path: str) -> int:
        return None  # type: ignore[return-value]  # the tool's own bug, on purpose

    bt = "beartype"
    yield case(bt, "int-as-str", CLI, lambda: read_lines("app.py", "10"))  # type: ignore[arg-type]
    yield case(bt, "optional-float", CLI, lambda: read_lines("app.py", 1, 2.5))  # type: ignore[arg-type]
    yield case(bt, "literal", CLI, lambda: send_invoice("cus_81", 1999, "GBP"))  # type: ignore[arg-type]
    yield case(bt, "float-for-int", CLI, lambda: send_invoice("cus_81", 19.99, "EUR"))  # type: ignore[arg-type]
    yield case(bt, "missing-argument", CLI, lambda: read_lines("app.py"))  # type: ignore[call-arg]
    yield case(bt, "unexpected-keyword", CLI, lambda: read_lines("app.py", 1, stop=9))  # type: ignore[call-arg]
    yield case(bt, "door-str", CLI, lambda: die_if_unbearable(["a.py", "b.py"], str))
    yield case(bt, "return-contract", FAT, lambda: disk_usage("/srv"))


def jsonschema_rs_family() -> Iterator[Case]:
    import jsonschema_rs

    schema = {
        "type": "object",
        "required": ["path", "old", "new"],
        "properties": {
            "path": {"type": "string", "pattern": "^[^/].*"},
            "old": {"type": "string", "minLength": 1},
            "new": {"type": "string"},
            "count": {"type": "integer", "minimum": 1, "maximum": 10},
            "mode": {"enum": ["replace", "insert_after"]},
        },
        "additionalProperties": False,
    }
    validator = jsonschema_rs.validator_for(schema)

    def check(arguments: dict[str, Any]) -> Callable[[], Any]:
        return lambda: validator.validate(arguments)

    js = "jsonschema-rs"
    yield case(js, "required", CLI, check({"path": "app.py", "old": "x"}))
    yield case(js, "type", CLI, check({"path": "app.py", "old": "x", "new": "y", "count": "3"}))
    yield case(js, "additional", CLI, check({"path": "app.py", "old": "x", "new": "y",
        "dry_run": True}))  # fmt: skip
    yield case(js, "pattern", CLI, check({"path": "/etc/passwd", "old": "x", "new": "y"}))
    yield case(js, "min-length", CLI, check({"path": "app.py", "old": "", "new": "y"}))
    yield case(js, "maximum", CLI, check({"path": "app.py", "old": "x", "new": "y",
        "count": 50}))  # fmt: skip
    yield case(js, "enum", CLI, check({"path": "app.py", "old": "x", "new": "y",
        "mode": "append"}))  # fmt: skip
    yield case(js, "not-object", CLI, check(["app.py", "x", "y"]))  # type: ignore[arg-type]
    # The tool's own schema is wrong: a person must fix the tool.
    yield case(js, "schema-invalid", FAT, lambda: jsonschema_rs.validator_for({"type": "strnig"}))
    yield case(js, "schema-ref", FAT, lambda: jsonschema_rs.validator_for({"$ref":
        "#/definitions/edit"}).validate({}))  # fmt: skip


FAMILIES: tuple[Callable[[], Iterator[Case]], ...] = (
    typeguard_family,
    beartype_family,
    jsonschema_rs_family,
)
