"""A recovery code's or a product key's groups, whatever language names them.

Backup and recovery codes, licence and product keys are printed in groups a dash joins: four
or more groups of four hex digits (`e909-3fbb-6eaf-e43a`), or of five capitals and digits
(`IIR5K-25O2W-122XS-JXAJH-TCJ63`). The label before them is in any language (`Misimbo yako ya
kurejesha akaunti:`, `برموز الاسترداد`), and no other value a model needs is written so: a
UUID has groups of 8-4-4-4-12, a MAC address of two. Hidden where the groups hold letters and
digits both; an id's word right before them keeps them (`resource id 3b9d-913e-0c6a-5f98`).
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from ._engine import REDACTED, Rule, Scan, Span
from ._engine import vectors as _v

__all__ = ["GROUPED_SHAPE_ROWS"]

_GROUPS = re.compile(
    r"(?<![\w-])(?:[0-9a-f]{4}(?:-[0-9a-f]{4}){3,7}|[0-9A-F]{4}(?:-[0-9A-F]{4}){3,7}"
    r"|[A-Z0-9]{5}(?:-[A-Z0-9]{5}){3,7})(?![\w-])"
)
# An id's word right before the groups, a colon or `#` between at most.
_ID_BEFORE = re.compile(
    r"(?:\b(?:id|ids|identifier|serial|uuid|guid|ref|reference|sku|no|nr|number|resource|"
    r"device|hardware|machine|build|commit|hash|fingerprint)|#)[ \t]*[:=#]?[ \t]*$"
)


def _grouped_shapes(scan: Scan) -> Iterator[Span]:
    text = scan.text
    if text.count("-") < 3:
        return  # (four groups need three dashes: most texts hold fewer, a date two)
    for match in _GROUPS.finditer(text):
        value = match.group()
        if not (any(c.isdigit() for c in value) and any(c.isalpha() for c in value)):
            continue  # (digits only: a phone's or a card's groups; letters only: words)
        if _ID_BEFORE.search(scan.folded, max(0, match.start() - 24), match.start()):
            continue
        yield match.span()


R = REDACTED
GROUPED_SHAPE_ROWS = (
    Rule(
        "grouped_code_shape",
        ("-",),
        _grouped_shapes,
        "an id's groups an id word names, digits only, letters only, UUIDs, MAC addresses",
        _v(("Nambari za kurejesha: 7c1e-09ab-f3d2-4e6b", f"Nambari za kurejesha: {R}"),
           ("Lizenzschlüssel erhalten — QX7R2-M9KP4-T3VZ8-H6WN1-B5YC0",
            f"Lizenzschlüssel erhalten — {R}"),
           ("復元コード 8F3A-91C2-D4E7-0B6F を保管してください",
            f"復元コード {R} を保管してください")),
        ("resource id 3b9d-913e-0c6a-5f98 capacity 6.4 kW",
         "request 6f1c2a9e-4b3d-4e5f-9a1b-2c3d4e5f6a7b failed",
         "MAC 00-1A-2B-3C-4D-5E offline", "call 0712-3456-7890-1234 back",
         "serial: A1B2-C3D4-E5F6-A7B8", "tags: CAFE-BABE-DEAD-BEEF"),
    ),
)  # fmt: skip
