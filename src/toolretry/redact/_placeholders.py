"""Values that hide nothing: an empty or null value, a flag's yes/no, a state, a mask, a
separator's rest, a name path. Every row that finds a value after a credential's name asks."""

from __future__ import annotations

import re

__all__ = ["NOT_A_SECRET", "REDACTED", "is_placeholder"]

REDACTED = "[REDACTED]"
# (`yes`, `no`, `on`, `off`: a flag's value, `password_auth: yes`, says whether, never what)
NOT_A_SECRET = frozenset({
    "", "null", "none", "nil", "undefined", "true", "false", "[]", "{}", "yes", "no", "on", "off",
    # (a state, `password: set`, `psk: configured`, says whether there is one, never what)
    "set", "unset", "configured", "present", "absent",
    # (a check's verdict, `API key: valid`, `token: expired`, says how it is, never what)
    "valid", "invalid", "expired", "revoked", "missing", "ok", "enabled", "disabled", "required",
    "optional", "verified", "unverified", "active", "inactive", "ignored", "accepted",
    "rejected",
})  # fmt: skip
# Capitalised words joined by colons (`Assets:Broker:Cash`, `Acme::Auth::Keys`): a ledger
# account, a module or a namespace, a name the model needs; no generator writes one.
_NAME_PATH = re.compile(r"[A-Z][a-z]{1,30}(?:::?[A-Z][a-z]{1,30})+")


def is_placeholder(value: str) -> bool:
    """``null``, ``""``, ``***``, ``[REDACTED]``...: nothing to hide. Nor YAML's ``|`` or ``>-``:
    the value follows on the next lines (``_command_rules.hide_next_line_values``)."""
    if value[:1] in "|>" and len(value) <= 3 and not value[1:].strip("+-123456789"):
        return True
    if len(value) <= 3 and not any(map(str.isalnum, value)):
        # The rest of a separator (`password :: V`, the value follows it) or a parser's token
        # (`Expected token: "}"`): punctuation only.
        return True
    if _NAME_PATH.fullmatch(value):
        return True
    return value == REDACTED or value.lower() in NOT_A_SECRET or not value.strip("*•")
