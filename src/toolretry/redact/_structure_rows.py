"""Values whose place in a structure says they are secrets, whatever their name says.

A settings file's section named for credentials (`[keys]`, `[tokens]`, `[secrets]`) maps
anything, a URL or a host, to a key: the section names the values, the line's own name does
not. A Kubernetes Secret's `data:` and `stringData:` maps hold nothing but secrets (a
ConfigMap holds the rest): every value there is one, whatever its key is called. A field of a
JSON or JavaScript object whose name is a code that a security word qualifies
(`securityJsCode`, `authenticationCode`, `accessCode`) holds a credential as `securityCode`
does. A cookie whose name carries RFC 6265bis's prefix (`__Host-`, `__Secure-`) is a cookie
wherever its pair is printed. An entry of a YAML `env:` list (`- name: X` then `value: V`)
whose value a generator made (mixed case and digits, dense, not hexadecimal) is a credential
pasted inline; a setting a person types (`info`, `true`, `8080`, a URL) stays. A key naming a
secret alone on its line, then its `value:` one level in (Pulumi's config), holds one. A key
printed folded over lines of one width (`fold -w 16`) under a line naming a credential is one value.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from ._config_rows import secretish
from ._engine import REDACTED, Rule, Scan, Span, is_uuid, looks_generated
from ._engine import vectors as _v
from ._rejected_rows import machine_made
from ._secret_names import name_words

__all__ = ["STRUCTURE_ROWS"]

R = REDACTED

# --- a section of a settings file named for credentials -----------------------------------------

_SECTION = re.compile(
    r"^[ \t]*\[(?:api[ _-]?)?(?:keys|tokens|secrets|credentials|passwords|auth)\][ \t]*$",
    re.MULTILINE | re.IGNORECASE,
)
# A line of the section: a name (anything but `=`: a URL is one), `=`, the value to the line's
# end; or, in a line without `=`, a name and `:`.
_ENTRY = re.compile(
    r"[ \t]*[^\s=\[;#][^=\n]{0,200}?[ \t]*=[ \t]*(\S[^\n]{0,200}?)[ \t]*$"
    r"|[ \t]*[^\s=\[;#:][^=:\n]{0,200}:[ \t]*(\S[^=\n]{0,200}?)[ \t]*$"
)
_LINES = 50  # how far a section is read


def _section_values(scan: Scan) -> Iterator[Span]:
    text = scan.text
    for section in _SECTION.finditer(text):
        at = section.end() + 1
        for _ in range(_LINES):
            if at >= len(text):
                break
            end = text.find("\n", at)
            end = len(text) if end == -1 else end
            line = text[at:end]
            if line.lstrip().startswith("["):
                break  # the next section
            entry = _ENTRY.match(text, at, end)
            if entry is not None:
                group = 1 if entry.group(1) is not None else 2
                value = entry.group(group).strip("'\"")
                if value != R and (secretish(value) or looks_generated(value)):
                    start = entry.start(group) + entry.group(group).index(value)
                    yield (start, start + len(value))
            at = end + 1


# --- a Kubernetes Secret's data ----------------------------------------------------------------

_SECRET_KIND = re.compile(r"^kind:[ \t]*Secret[ \t]*$", re.MULTILINE)
_DATA = re.compile(r"^([ \t]*)(?:data|stringData):[ \t]*$", re.MULTILINE)
_DATA_ENTRY = re.compile(r"([ \t]+)[\w.-]{1,253}:[ \t]*(\S[^\n]*?)[ \t]*$")
_MANIFEST = 4096  # how far from `kind: Secret` its data may be (one manifest)


def _secret_data(scan: Scan) -> Iterator[Span]:
    text = scan.text
    for kind in _SECRET_KIND.finditer(text):
        low, high = max(0, kind.start() - _MANIFEST), min(len(text), kind.end() + _MANIFEST)
        for data in _DATA.finditer(text, low, high):
            indent = len(data.group(1))
            at = data.end() + 1
            while at < high:
                end = text.find("\n", at)
                end = len(text) if end == -1 else end
                entry = _DATA_ENTRY.match(text, at, end)
                if entry is None or len(entry.group(1)) <= indent:
                    break
                value = entry.group(2).strip("'\"")
                if value and value != R and value not in ("''", '""'):
                    start = entry.start(2) + entry.group(2).index(value)
                    yield (start, start + len(value))
                at = end + 1


# --- a code field a security word qualifies ------------------------------------------------------

# After `code`: the name's closing quote, `:` or `=`, the value (quoted or not).
_CODE_VALUE = re.compile(r"""["']?[ \t]*[:=][ \t]*["']?([^\s"',;}]{8,128})""")
_NAME_BEFORE = re.compile(r"""(?<![\w-])["']?([A-Za-z][A-Za-z0-9_-]{0,40})$""")


# (words that make a code a credential: what it secures or opens; anywhere before `code`)
_CODE_QUALIFIERS = frozenset({
    "security", "secure", "secret", "auth", "authentication", "authorization", "access",
    "verification", "verify", "login", "unlock", "pass", "otp", "mfa",
})  # fmt: skip


def _code_fields(scan: Scan) -> Iterator[Span]:
    text, folded = scan.text, scan.folded
    at = folded.find("code")
    while at != -1:
        end = at + 4
        before = text[at - 1 : at] if at else ""
        at = folded.find("code", end)
        if not (before.isascii() and (before.isalnum() or before in ("_", "-"))):
            continue  # (the name is `code` alone, which no qualifier word is in)
        # (the value first: most `code`s, `error code 2`, have no separator after them)
        value_match = _CODE_VALUE.match(text, end)
        if value_match is None:
            continue
        name = _NAME_BEFORE.search(text, max(0, end - 44), end)
        if name is None:
            continue
        words = name_words(name.group(1))
        if words[-1:] != ("code",) or _CODE_QUALIFIERS.isdisjoint(words[:-1]):
            continue
        value = value_match.group(1)
        if value == R or value.isdigit():
            continue  # (digits are the access-code row's, which knows a code from a count)
        hexa = len(value) >= 16 and all(c in "0123456789abcdefABCDEF" for c in value)
        if hexa or is_uuid(value) or looks_generated(value) or secretish(value):
            yield value_match.span(1)


# --- a generated value in a YAML env list --------------------------------------------------------

_ENV_VALUE = re.compile(
    r"^([ \t]*)-[ \t]+name:[ \t]*[\"']?[\w.-]{1,128}[\"']?[ \t]*\n\1[ \t]+value:[ \t]*[\"']?"
    r"([A-Za-z0-9+/_=.~-]{20,512})[\"']?[ \t]*$",
    re.MULTILINE,
)


def _env_values(scan: Scan) -> Iterator[Span]:
    for match in _ENV_VALUE.finditer(scan.text):
        value = match.group(2)
        if any(machine_made(piece) for piece in re.split(r"[._~-]+", value)):
            yield match.span(2)


# --- a secret's name, then its value one level in (Pulumi's config) -----------------------------

# A key naming a secret alone on its line (Pulumi's `acme:apiToken:`), then its `value:` one
# level in: the name's value, whatever its shape.
_NESTED_VALUE = re.compile(
    r"^([ \t]*)(?:[\w.-]{1,64}:)?([\w.-]{1,128}):[ \t]*\n\1[ \t]+value:[ \t]*[\"']?"
    r"([^\s\"']{3,512})[\"']?[ \t]*$",
    re.MULTILINE,
)


def _nested_values(scan: Scan) -> Iterator[Span]:
    for match in _NESTED_VALUE.finditer(scan.text):
        if match.group(3) != R and scan.is_secret_name(match.group(2)):
            yield match.span(3)


# --- a cookie by its name's prefix ----------------------------------------------------------------

# RFC 6265bis: a cookie's name that starts with `__Host-` or `__Secure-` is a cookie's, set over
# HTTPS, wherever the pair is printed (split from its header, in a list, a log's field).
_PREFIXED_COOKIE = re.compile(
    r"(?<![\w-])__(?:host|secure)-[\w.!#$%&*+^`|~-]{1,128}=([^;\s,'\"]{8,4096})"
)


def _prefixed_cookies(scan: Scan) -> Iterator[Span]:
    for match in _PREFIXED_COOKIE.finditer(scan.folded):
        if scan.text[match.start(1) : match.end(1)] != R:
            yield match.span(1)


# --- a value printed folded over lines of one width --------------------------------------------

# `fold -w 16 key`, `base64 -w 20`: lines of one width (the last one shorter), nothing but a
# key's characters, under a line that names a credential (the command, a label). A PEM block's
# lines are the PEM rows' (a certificate's are public).
_FOLDED_LINE = re.compile(r"[A-Za-z0-9+/=_-]{8,128}")
_LAST_LINE = re.compile(r"[A-Za-z0-9+/=_-]{1,128}")
_NAMES_CREDENTIAL = re.compile(r"key|token|secret|pass|cred|auth|pwd")


def _folded_values(scan: Scan) -> Iterator[Span]:
    text = scan.text
    lines: list[tuple[int, int]] = []
    at = 0
    while at <= len(text):
        end = text.find("\n", at)
        end = len(text) if end == -1 else end
        lines.append((at, end if text[end - 1 : end] != "\r" else end - 1))
        at = end + 1
    i = 1
    while i < len(lines):
        start, end = lines[i]
        width = end - start
        j = i
        while j < len(lines) and lines[j][1] - lines[j][0] == width:
            if _FOLDED_LINE.fullmatch(text, *lines[j]) is None:
                break
            j += 1
        last = lines[j] if j < len(lines) else (0, 0)
        if 0 < last[1] - last[0] < width and _LAST_LINE.fullmatch(text, *last) is not None:
            j += 1  # (the last, shorter line)
        label = scan.folded[lines[i - 1][0] : lines[i - 1][1]]
        if (
            j - i >= 2
            and _NAMES_CREDENTIAL.search(label) is not None
            and "-----" not in label
            and looks_generated("".join(text[a:b] for a, b in lines[i:j]))
        ):
            yield from lines[i:j]
        i = max(j, i + 1)


STRUCTURE_ROWS: tuple[Rule, ...] = (
    Rule(
        "credential_section",
        ("keys]", "tokens]", "secrets]", "credentials]", "passwords]", "auth]"),
        _section_values,
        "the section and each line's name; values that are words, numbers, paths or URLs",
        _v(("[tokens]\nhttps://git.example.dev/ = Qx7mLw2PzK9vRt4NbY8cHd3S",
            f"[tokens]\nhttps://git.example.dev/ = {R}"),),
        ("[keys]\nlayout = qwerty\nrepeat = 30",),
    ),
    Rule(
        "secret_manifest_data",
        ("kind: secret",),
        _secret_data,
        "the keys of the map and the manifest; a ConfigMap's data",
        _v(("kind: Secret\ndata:\n  SMTP_HOST: bWFpbC5leGFtcGxlLm9yZw==\n",
            f"kind: Secret\ndata:\n  SMTP_HOST: {R}\n"),),
        ("kind: ConfigMap\ndata:\n  LOG_LEVEL: info\n",),
        needs=(("data:",),),
    ),
    Rule(
        "code_field",
        ("code",),
        _code_fields,
        "the field's name; a code of digits (the access-code row's), a word",
        _v(('{"verifyCode": "Wq8ZtLp3Kx7mVn2B"}', f'{{"verifyCode": "{R}"}}'),
           ("cfg = { authCode: 'c0ffee11deadbeef22aa33bb44cc55dd' }",
            f"cfg = {{ authCode: '{R}' }}")),
        ('{"errorCode": "E_ACCESS_DENIED_4031"}', '{"accessCode": "expired"}'),
        needs=((":", "="),),
    ),
    Rule(
        "env_entry_value",
        ("value:",),
        _env_values,
        "the entry's name; values a person types (words, numbers, URLs, hex ids)",
        _v(("env:\n- name: RELAY_SEED\n  value: Zq8mLw3xPt6Vn2Kc9Hd4Rb7Y\n",
            f"env:\n- name: RELAY_SEED\n  value: {R}\n"),),
        ("env:\n- name: LOG_LEVEL\n  value: info\n",
         "env:\n- name: GIT_SHA\n  value: 9fceb02d0ae598e95dc970b74767f19372d61af8\n"),
        needs=(("- name:",),),
    ),
    Rule(
        "nested_secret_value",
        ("value:",),
        _nested_values,
        "the key; the value of a key that names no secret",
        _v(("config:\n  acme:apiToken:\n    value: 61942efc-09d3-60d1-9f61-fd1db69e46fc\n",
            f"config:\n  acme:apiToken:\n    value: {R}\n"),),
        ("config:\n  acme:region:\n    value: eu-west-1\n",),
        needs=((":\n",),),
    ),
    Rule(
        "prefixed_cookie",
        ("__host-", "__secure-"),
        _prefixed_cookies,
        "the cookie's name and attributes",
        _v(("['set-cookie:', '__Secure-tk=Qm8ZtLw3xPk6Vn2R;']",
            f"['set-cookie:', '__Secure-tk={R};']"),),
        ("__Host-theme=dark; Path=/",),
    ),
    Rule(
        "folded_value",
        ("key", "token", "secret", "pass", "cred", "auth", "pwd"),
        _folded_values,
        "the line that names it; lines of words, a PEM block's lines",
        _v(("$ fold -w 12 relay.token\nQx7mLw2PzK9v\nRt4NbY8cHd3S\nZp5W",
            f"$ fold -w 12 relay.token\n{R}\n{R}"),),
        ("$ fold -w 12 notes-on-auth.txt\nreadme first\nthen install",),
        needs=(("\n",),),
    ),
)  # fmt: skip
