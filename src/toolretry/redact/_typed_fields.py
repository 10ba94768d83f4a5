"""What a UI test or a computer-use agent typed into a field a credential's name labels.

An XCUITest's or an Espresso's log, a Playwright or browser agent's step, a screen reader's
trace says it typed a literal into a field (`Type 'QIx5B4@QmKf' into "Password"
SecureTextField`, `typed "Kx9.mPq2" in the PIN field`, `Enter "…" into passcode`): the field's
label names what the literal is. The literal is hidden whatever its shape; the field, the verb
and a literal typed into any other field (`Type 'ada@example.test' into "Email"`) stay.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from ._engine import REDACTED, Rule, Scan, Span
from ._engine import vectors as _v

__all__ = ["TYPED_FIELD_ROWS"]

# The literal's closing quote, the word before the field, then the field: searched first (it
# opens with a quote, so the search skips to each), the verb and the literal read back.
_INTO_FIELD = re.compile(
    r"['\"”’][ \t]+(?:into|in|to|on)[ \t]+(?:the[ \t]+)?(['\"“‘]?)([^'\"“”‘’\n]{1,60}?)\1"
    r"(?=[ \t]*(?:field|text ?field|securetextfield|input|box|textbox|edittext)?\b|[\s.,;]|$)",
    re.IGNORECASE,
)
_VERB_AND_LITERAL = re.compile(
    r"(?i)\b(?:type[sd]?|typing|enter(?:s|ed|ing)?|fill(?:s|ed|ing)?|input(?:s|ted)?|"
    r"sen[dt](?:_?keys)?|paste[sd]?|pasting)[ \t]+['\"“‘]([^'\"“”‘’\n]{1,128})$"
)


def _typed_fields(scan: Scan) -> Iterator[Span]:
    text = scan.text
    for into in _INTO_FIELD.finditer(text):
        typed = _VERB_AND_LITERAL.search(text, max(0, into.start() - 160), into.start())
        if typed is None or typed.group(1) == REDACTED:
            continue
        if _names_a_secret(scan, into.group(2).strip()):
            yield typed.span(1)


def _names_a_secret(scan: Scan, field: str) -> bool:
    """Whether the field's label (or its first words, `PIN field`) names a credential."""
    words = field.split()
    return any(scan.is_secret_name(" ".join(words[: n + 1])) for n in range(min(3, len(words))))


R = REDACTED
TYPED_FIELD_ROWS = (
    Rule(
        "typed_into_field",
        ("typ", "enter", "fill", "input", "send", "sent", "past"),
        _typed_fields,
        "the field, the verb; what is typed into a field no credential's name labels",
        _v(("Type 'QIx5B4@QmKfe' into \"Password\" SecureTextField",
            f"Type '{R}' into \"Password\" SecureTextField"),
           ('typed "482913" into the PIN field', f'typed "{R}" into the PIN field')),
        ("Type 'ada@example.test' into \"Email\" TextField",
         'entered "Berlin" in "City"'),
    ),
)  # fmt: skip
