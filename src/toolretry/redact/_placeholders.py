"""Values that hide nothing: an empty or null value, a flag's yes/no, a state, a mask, a
separator's rest, a name path. Every row that finds a value after a credential's name asks."""

from __future__ import annotations

import re

__all__ = [
    "NOT_A_PASSWORD",
    "NOT_A_SECRET",
    "PLACE_WORDS",
    "REDACTED",
    "in_expansion",
    "is_placeholder",
    "reads_elsewhere",
]

REDACTED = "[REDACTED]"
# (`yes`, `no`, `on`, `off`: a flag's value, `password_auth: yes`, says whether, never what)
NOT_A_SECRET = frozenset({
    "", "null", "none", "nil", "undefined", "true", "false", "[]", "{}", "yes", "no", "on", "off",
    # (a state, `password: set`, `psk: configured`, says whether there is one, never what)
    "set", "unset", "configured", "present", "absent",
    # (a check's verdict, `API key: valid`, `token: expired`, says how it is, never what)
    "valid", "invalid", "expired", "revoked", "missing", "ok", "enabled", "disabled", "required",
    "deprecated",
    "optional", "verified", "unverified", "active", "inactive", "ignored", "accepted",
    "rejected",
    # (a policy's answer, `app passwords: allowed`)
    "allowed", "disallowed", "permitted", "forbidden", "denied", "blocked", "locked",
    "unlocked",
    # (a digest is kept, not the value: `x-api-key: hashed`)
    "hashed",
    # (what was just done to it, `token refreshed`, `api key: rotated`: an event, never what)
    "refreshed", "renewed", "rotated", "issued", "granted", "created", "generated", "cleared",
    "deleted", "removed", "restored",
})  # fmt: skip
# That it is not shown (`secret: masked`, `display = hidden`): a secret's and a password's answer.
_MASKS = frozenset({
    "hidden", "masked", "withheld", "omitted", "protected", "concealed", "obscured",
    # (the same in the other languages: `كلمة السر: مخفية`, `Passwort: verborgen`)
    "مخفي", "مخفية", "مخفى", "پنهان", "скрыт", "скрыто", "скрытый", "прихований", "versteckt",
    "verborgen", "masqué", "caché", "oculto", "oculta", "nascosto", "nascosta", "ukryte",
    "ukryty", "skryté", "隐藏", "隱藏", "非表示", "숨김", "छिपा", "ẩn", "tersembunyi",
})  # fmt: skip
NOT_A_SECRET |= _MASKS
# The prepositions that put a place right before a value (`password in 1Password vault`): the
# value names where the secret is kept, not what it is.
PLACE_WORDS = ("in", "at", "on", "under", "inside", "within")
# A flag's yes and no in the other languages (`Kennwort abgelaufen: nein`, `пароль задан: да`).
_YES_NO = frozenset({
    "ja", "nein", "oui", "non", "sí", "si", "sim", "não", "nao", "да", "нет", "так", "ні",
    "tak", "nie", "evet", "hayır", "hayir", "ano", "ne", "kyllä", "ei", "igen", "nem", "jah",
    "nej", "nee", "是", "否", "はい", "いいえ", "예", "아니오", "아니요", "نعم", "لا", "כן", "לא",
    "हाँ", "हां", "नहीं", "có", "không", "ya", "tidak", "ναι", "όχι", "ndiyo", "hapana",
})  # fmt: skip
NOT_A_SECRET = NOT_A_SECRET | _YES_NO
# What a password's name in a sentence is followed by when no password is shown: a flag's
# answer, a state, a verdict (`password: incorrect`, `Passwort: geändert` in English too).
NOT_A_PASSWORD = frozenset({
    "yes", "no", "true", "false", "none", "null", "nil", "undefined", "required", "missing",
    "invalid", "expired", "empty", "set", "unset", "incorrect", "wrong", "redacted", "revoked",
    "denied", "rejected", "unknown", "malformed", "provided", "changed", "reset", "updated",
    *_MASKS,
    # (a strength meter's verdict: `password strength: strong`)
    "strong", "weak", "medium", "fair", "poor",
    # (when it expires: `Le mot de passe expire : Jamais`, `password expires: never`)
    "never", "jamais", "nunca", "niemals", "nooit", "aldrig", "nigdy", "никогда", "ніколи",
    *_YES_NO,
})  # fmt: skip
# Capitalised words joined by colons (`Assets:Broker:Cash`, `Acme::Auth::Keys`): a ledger
# account, a module or a namespace, a name the model needs; no generator writes one.
_NAME_PATH = re.compile(r"[A-Z][a-z]{1,30}(?:::?[A-Z][a-z]{1,30})+")
# A bind parameter a query is written with (`$1`, `?`, `?2`, `:1`, `%s`, `%(pw)s`, `@p1`), a
# shell's or a template's expansion of a variable (`$PW`, `${PW}`, `${PW:?required}`,
# `{{ pw }}`): the value is supplied elsewhere, and the text shows only where. (A bare `$name`
# in one case only: `$ecretPass9`, mixed, is a password that starts with a dollar.)
_STAND_IN = re.compile(
    r"(?:\$\d{1,3}|\?\d{0,3}|:\d{1,3}|%s|%\(\w{1,64}\)s|@p\d{1,3}"
    r"|\$(?:[A-Z_][A-Z0-9_]{0,64}|[a-z_][a-z0-9_]{0,64})"
    r"|\$\{[A-Za-z_]\w{0,64}(?::?[?+-][^}]{0,80})?\}|\{\{[^{}]{1,80}\}\}"
    # (Windows' and .NET's `%NAME%`; a file the tool reads it from, `@token.txt`, `@/run/pw`)
    r"|%[A-Za-z_]\w{0,64}%|@(?:[~./][\w./-]{0,120}|[\w-]{1,64}\.[A-Za-z0-9]{1,8}))"
)
# The words code begins an expression with (`token = await vault.read(…)`): the value is read
# there, not written.
_CODE_WORDS = frozenset({"await", "yield", "new", "lambda", "function", "typeof", "require"})
# A note of where the value comes from, not the value: `from keychain`, `(from MONGO_PASSWORD)`,
# `[see vault]` (its first word, or the note in brackets); or that it is not shown here.
_SOURCE_WORDS = frozenset({"from", "via", "see", "ref", "ask", "read", "stored", "kept"})
# (the first word of one joined up, `from-env`, `see_vault`, `ref:vault/db`)
_SOURCE_JOINED = re.compile(r"(?:from|via|see|ref|stored|kept)[-_:][a-z][\w./:-]{0,60}")
# (or a mask after a vendor's prefix, as a sample shows a token: `xoxb-REDACTED`, `sk-XXXXXX`)
_MASKED_AFTER_PREFIX = re.compile(r"[A-Za-z0-9]{1,12}[-_](?:redacted|masked|hidden|x{4,}|\*{3,})")
# (or a note of words, as a table's cell holds it: `ask IT`, `see vault "ops"`)
_SOURCE_PHRASE = re.compile(
    r"(?:see|ask|check|contact|refer to|(?:stored|kept|read) (?:in|from)|from|via) [^\n]{1,80}"
)
_SOURCE_NOTE = re.compile(
    r"[(\[][ \t]*(?:(?:from|via|see|in|use|run|(?:stored|kept|set|defined|configured|read|loaded)"
    r"[ \t](?:in|from|by|via|at))[ \t][^()\[\]\n]{1,80}"
    # (or that it is withheld or still to be written: `(redacted in UI)`, `(fill in locally)`)
    r"|(?:redacted|masked|hidden|withheld|not shown|fill in|filled in|to be set|set locally)"
    r"(?:[ \t:,;][^()\[\]\n]{0,80})?"
    # (or that there is none: `(empty)`, `(empty: no password)`, `[not set]`)
    r"|(?:empty|blank|not set|unset|none)(?:[ \t:,;][^()\[\]\n]{0,80})?)[)\]]"
)
# Where code keeps the value, named by an attribute path that ends in a constant's name
# (`settings.SECRET_KEY`, `process.env.DB_PASSWORD`, `os.environ.API_TOKEN`): read from there,
# not written here.
_KEPT_ELSEWHERE = re.compile(r"(?:[a-z_][a-z0-9_]{0,40}\.){1,4}[A-Z][A-Z0-9]*(?:_[A-Z0-9]+){1,6}")
# A function or a mapping code reads the value from (`getenv`, `os.environ`, `System.getenv`,
# `ENV.fetch`, `std::env::var`): a path of names, or one lower-case word.
_READER = re.compile(r"[A-Za-z_]\w{0,40}(?:(?:\.|::)[A-Za-z_]\w{0,40}){1,5}|[a-z_]{2,40}")
# The next assignment, after an empty one and a blank (`STRIPE_KEY= +LOG_LEVEL=info` in a diff,
# `API_KEY= 4:REGION=eu` in a search's lines run together): a variable's name and its `=`.
# (a diff's `+`/`-` or a search's line number before it, and a name of two words at least, as
# environment variables are: `PASSW0RD=x9Kq`, `"session": "CB_SESSID=…"` are values)
_NEXT_ASSIGNMENT = re.compile(
    r"(?:[+-]|\d{1,6}:)(?:[A-Z][A-Z0-9]{0,32}(?:_[A-Z0-9]{1,32}){1,6}"
    r"|[a-z][a-z0-9]{0,32}(?:_[a-z0-9]{1,32}){1,6})="
)
# What a sample or a template writes where the value goes (`<base64 user:token>`, `<API_KEY>`).
_ANGLED = re.compile(r"<[^<>\n]{1,80}>")
# A value that is itself a credential's name: a header's, a variable's or a field's (`x-api-key`,
# `SIGNING_SECRET`, `db-password`), named where the code says which one to read.
_SECRET_S_NAME = re.compile(r"[A-Za-z]{1,20}(?:[-_][A-Za-z]{1,20}){1,5}")
_NAME_WORDS = ("key", "token", "secret", "passw", "auth", "credential")
# An exception's class named where a value would stand (`%env CRM_TOKEN UsageError: …`,
# `token = ValueError: bad`): the error that came instead of the value. (Words of letters, 12
# at most: a longer run under a secret's name is taken for its value, whatever it ends with.)
_EXCEPTION_NAME = re.compile(
    r"(?=[A-Za-z]{1,12}:?$)(?:[A-Z][a-z]+)+(?:Error|Exception|Warning|Fault):?"
)
# The name of a type, in a signature or a schema (`pw: string`, `password: str`, `token:
# Option<String>`): what kind of value goes there, never the value.
_TYPE_NAMES = frozenset({
    "str", "string", "int", "integer", "number", "bool", "boolean", "bytes", "any", "unknown",
    "object", "char", "text", "varchar", "secretstr", "securestring", "option<string>",
    "optional[str]", "str | none", "string?", "&str",
})  # fmt: skip


# A schema where the value would stand (`apiKey: {type: string, description: …}`, an MCP
# server's `configSchema`): what kind of value goes there, as a type's name says.
_SCHEMA_OPENING = re.compile(
    r"\{[ \t]*[\"']?(?:\$ref|type[\"']?[ \t]*:[ \t]*[\"']?"
    r"(?:string|integer|number|boolean|object|array|null)(?![\w-]))"
)


# A value shown cut short on purpose (`e797…`, `sk-…`, `…3f9c`, `…`, `ab...`): a listing's
# display of a key it does not show, a few characters of it at most (a typed password followed
# by dots in a sentence, `hunter22...`, shows more).
_ELIDED = re.compile(r"[^\s…]{0,6}…[^\s…]{0,6}|[^\s.]{0,4}\.\.\.")


# (a mask with its note, `*********(redacted)`; a spec of where a build reads it from,
# `id=npmrc,src=$HOME/.npmrc`; the next key after an empty value, `ssh_key_path:`)
_NOTED_MASK = re.compile(r"[*•x]{3,}[ \t]*\([a-z ]{1,30}\)")
_SPEC_PAIR = r"(?:id|src|source|env|type|target|required|mode|uid|gid)=[^,\s=]*"
_SPEC = re.compile(rf"{_SPEC_PAIR}(?:,{_SPEC_PAIR})*")
_NEXT_KEY = re.compile(r"[a-z][a-z0-9]*(?:_[a-z0-9]+){1,6}:")


def is_placeholder(value: str) -> bool:
    """``null``, ``""``, ``***``, ``[REDACTED]``...: nothing to hide. Nor YAML's ``|`` or ``>-``:
    the value follows on the next lines (``_command_rules.hide_next_line_values``)."""
    if value[:1] in "|>" and len(value) <= 3 and not value[1:].strip("+-123456789"):
        return True
    if len(value) <= 3 and not any(map(str.isalnum, value)):
        # The rest of a separator (`password :: V`, the value follows it) or a parser's token
        # (`Expected token: "}"`): punctuation only.
        return True
    if _NAME_PATH.fullmatch(value) or _STAND_IN.fullmatch(value) or _ANGLED.fullmatch(value):
        return True
    if "." in value and _KEPT_ELSEWHERE.fullmatch(value):
        return True
    if "=" in value and _NEXT_ASSIGNMENT.match(value):
        return True
    if _SECRET_S_NAME.fullmatch(value) and any(word in value.lower() for word in _NAME_WORDS):
        return True
    if value.lower() in _TYPE_NAMES or value in _CODE_WORDS or value.lower() in _SOURCE_WORDS:
        return True
    if _SOURCE_JOINED.fullmatch(value.lower()) or _EXCEPTION_NAME.fullmatch(value):
        return True
    if _MASKED_AFTER_PREFIX.fullmatch(value.lower()):
        return True
    if " " in value and _SOURCE_PHRASE.fullmatch(value.lower()):
        return True
    if value[:1] in "([" and _SOURCE_NOTE.fullmatch(value.lower()):
        return True
    if ("…" in value or "..." in value) and _ELIDED.fullmatch(value) is not None:
        return True
    if value[:1] == "{" and _SCHEMA_OPENING.match(value) is not None:
        return True
    if _NOTED_MASK.fullmatch(value) or _NEXT_KEY.fullmatch(value):
        return True
    if "=" in value and "," in value and _SPEC.fullmatch(value):
        return True
    return value == REDACTED or value.lower() in NOT_A_SECRET or not value.strip("*•")


def in_expansion(text: str, at: int) -> bool:
    """Whether ``at`` is inside a shell's expansion of a variable (`${DB_PASSWORD:?unset}`):
    after the name come an operator and a message or a default, never the value itself."""
    opening = text.rfind("${", max(0, at - 80), at)
    # (an expansion ends on its line: `${` alone on a line before is no expansion's opening)
    return opening != -1 and "}" not in text[opening:at] and "\n" not in text[opening:at]


def reads_elsewhere(text: str, end: int, value: str) -> bool:
    """Whether ``value``, which ends at ``end`` of ``text``, is code that reads the secret from
    elsewhere, called or indexed (`os.getenv("PW")`, `os.environ["PW"]`), not the secret."""
    return text[end : end + 1] in ("(", "[") and _READER.fullmatch(value) is not None
