"""A constant a disassembly loads and then stores under a credential's name.

A disassembler prints an assignment backwards: the value first, pushed on the stack, and its
name on the next instruction, which stores it (Python's `dis`: `LOAD_CONST 1 ('…')` then
`STORE_NAME 1 (API_KEY)`; the JVM's `javap -c`: `ldc #7 // String …` then
`putstatic #9 // Field apiKey:Ljava/lang/String;`). No row that reads a name before its value
sees it: this one reads each store's name and hides the constant loaded just before it.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from ._argument_shapes import names_a_credential
from ._engine import REDACTED, Rule, Scan, Span, looks_generated
from ._engine import vectors as _v

__all__ = ["BYTECODE_ROWS"]

# An instruction that stores the value on top of the stack under a name, and the name.
_STORE = re.compile(
    r"\b(?:STORE_(?:NAME|FAST|GLOBAL|ATTR|DEREF)\b[^\n(]{0,40}\((?P<py>[^()\n]{1,200})\)"
    r"|put(?:static|field)\b[^\n]{0,80}?//[ \t]*Field[ \t]+(?:[\w$/.]{1,200}\.)?"
    r"(?P<jvm>[\w$]{1,200}):)"
)
# The constant the instruction before pushed: Python's repr of it, or the JVM's string.
_LOADED = re.compile(
    r"(?:LOAD_CONST\b[^\n(]{0,40}\((?P<q>['\"])(?P<py>.*?)(?P=q)\)"
    r"|\bldc(?:_w)?\b[^\n]{0,80}?//[ \t]*String[ \t]+(?P<jvm>[^\n]+?))[ \t]*\r?$"
)


# An instruction that pushes the object a store writes into (`LOAD_FAST (self)` before
# `STORE_ATTR`, `aload_0` before `putfield`): the constant was pushed before it.
_OWNER = re.compile(r"\b(?:LOAD_(?:FAST|NAME|GLOBAL|DEREF|ATTR)\w*|aload\w*|getstatic)\b")


def _loaded_before(text: str, line_start: int) -> Span | None:
    """Where the constant a store writes is: on the instruction line before ``line_start``,
    or before the loads of its owner (blank lines skipped)."""
    end = line_start - 1
    owners = 0
    while end > 0:
        start = text.rfind("\n", 0, end) + 1
        line = text[start:end]
        if line.strip():
            found = _LOADED.search(line)
            if found is None:
                if owners < 2 and _OWNER.search(line):
                    owners += 1
                    end = start - 1
                    continue
                return None
            group = "py" if found.group("py") is not None else "jvm"
            return (start + found.start(group), start + found.end(group))
        end = start - 1
    return None


def stored_constants(scan: Scan) -> Iterator[Span]:
    text = scan.text
    for store in _STORE.finditer(text):
        name = (store.group("py") or store.group("jvm") or "").strip()
        if not name:
            continue
        secret = scan.is_secret_name(name)
        if not secret and not names_a_credential(name):
            continue
        place = _loaded_before(text, text.rfind("\n", 0, store.start()) + 1)
        # (a name that ends in a key's word, `GEOCODER_KEY`, but that no family takes: the
        # constant is hidden where it is generated)
        if (
            place is not None
            and place[1] > place[0]
            and (secret or looks_generated(text[place[0] : place[1]]))
        ):
            yield place


BYTECODE_ROWS: tuple[Rule, ...] = (
    Rule(
        "stored_constant",
        ("load_const", "ldc"),
        stored_constants,
        "the instructions, the names; a constant stored under any other name",
        _v(("  2           6 LOAD_CONST               1 ('Qm7vR2kT9xLp4Wz8Nc3H')\n"
            "              8 STORE_NAME               1 (PARTNER_API_KEY)",
            f"  2           6 LOAD_CONST               1 ('{REDACTED}')\n"
            "              8 STORE_NAME               1 (PARTNER_API_KEY)"),
           ("       0: ldc           #7                  // String hunter2-staging\n"
            "       2: putstatic     #9                  // Field dbPassword:Ljava/lang/String;",
            f"       0: ldc           #7                  // String {REDACTED}\n"
            "       2: putstatic     #9                  // Field dbPassword:Ljava/lang/String;"),
           ("  1           2 LOAD_CONST               0 ('i6hZWX4ppKAjlxfKUWIgTO7rVxx54')\n"
            "              4 STORE_NAME               0 (GEOCODER_KEY)",
            f"  1           2 LOAD_CONST               0 ('{REDACTED}')\n"
            "              4 STORE_NAME               0 (GEOCODER_KEY)")),
        ("  1           2 LOAD_CONST               0 ('redis://cache-1:6379/0')\n"
         "              4 STORE_NAME               0 (REDIS_URL)",
         "       0: ldc           #7                  // String orders-v2\n"
         "       2: putfield      #9                  // Field queueName:Ljava/lang/String;",
         "  1           2 LOAD_CONST               0 ('users')\n"
         "              4 STORE_NAME               0 (SORT_KEY)"),
        needs=(("load_const", "ldc"),),
    ),
)  # fmt: skip
