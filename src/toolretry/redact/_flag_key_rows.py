"""A key given to a tool's documented flag: OpenSSL's `-hmac K`, `-K <hex>`, `-macopt key:K`,
SNMP's `-c` community and v3 pass phrases (a row of ``_shaped_rows``' table, kept here)."""

from __future__ import annotations

import re
from collections.abc import Iterator

from ._config_rows import secretish
from ._engine import REDACTED, Rule, Scan, Span, is_uuid, looks_generated
from ._engine import vectors as _v

__all__ = ["FLAG_KEY_ROWS", "is_hex", "key_shaped"]


# --- a key given to a tool's flag ----------------------------------------------------------------

# OpenSSL's `-hmac K` and `-K <hex>` (a raw key; `-iv` is not secret), `-macopt key:K`; SNMP's
# `-c COMMUNITY` (v1/v2c's password), `-A`/`-X` (v3's pass phrases). (A Windows flag's
# password after a blank, `signtool /p V`, is the password-shaped word row's.)
_TOOL_FLAG = re.compile(
    r"(?<![\w-])(?:-hmac|-K|-macopt[ \t]+(?:hex)?key:|-kfile)[ \t]*['\"]?([^\s'\"]{8,})"
)
_SNMP_FLAG = re.compile(r"(?<![\w-])-[cAX][ \t]+['\"]?([^\s'\"]{4,})")


def _tool_flags(scan: Scan) -> Iterator[Span]:
    text, folded = scan.text, scan.folded
    if "openssl" in folded or "-hmac" in folded:
        for match in _TOOL_FLAG.finditer(text):
            value = match.group(1)
            if value != REDACTED and (looks_generated(value) or secretish(value) or is_hex(value)):
                yield match.span(1)
    if "snmp" in folded:
        for match in _SNMP_FLAG.finditer(text):
            if match.group(1) not in ("public", "private", REDACTED):
                yield match.span(1)


def is_hex(value: str) -> bool:
    """Whether ``value`` is 16 hexadecimal digits or more (a raw key, as tools print them)."""
    return len(value) >= 16 and all(c in "0123456789abcdefABCDEF" for c in value)


def key_shaped(value: str, shortest: int = 16) -> bool:
    """Whether ``value`` has a key's shape where a place says a key may be: generated output,
    a UUID, or 32 hexadecimal digits or more (upper-case ones too, which alone read as a
    fingerprint)."""
    return (
        looks_generated(value, shortest) or is_uuid(value) or (len(value) >= 32 and is_hex(value))
    )


R = REDACTED
FLAG_KEY_ROWS: tuple[Rule, ...] = (
    Rule(
        "tool_key_flag",
        ("openssl", "hmac", "snmp"),
        _tool_flags,
        "the tool, its other flags (`-iv`, `-in`), SNMP's default communities",
        _v(("openssl dgst -sha256 -hmac 'Zq8mLp2wTx4v' f.json",
            f"openssl dgst -sha256 -hmac '{R}' f.json"),
           ("openssl enc -d -aes-256-cbc -K 00aa11bb22cc33dd44ee55ff66778899 -iv 00 -in x",
            f"openssl enc -d -aes-256-cbc -K {R} -iv 00 -in x"),
           ("snmpget -v2c -c Kq8zLm2w 10.0.0.1 sysName", f"snmpget -v2c -c {R} 10.0.0.1 sysName"),
           ("snmpwalk -v3 -l authPriv -A Lq8~zT2mWx -X Zx7!pLq2Wm host",
            f"snmpwalk -v3 -l authPriv -A {R} -X {R} host")),
        ("snmpwalk -v2c -c public 10.0.0.1", "openssl enc -K"),
    ),
)  # fmt: skip
