"""Rows for secrets hidden by the way they are written rather than named: a token whose pieces
are joined by invisible format characters (a soft hyphen, a zero-width space or joiner, a word
joiner, a direction mark, a byte-order mark), a PowerShell command passed base64-encoded
(``-EncodedCommand``, which holds whatever the script holds, headers and passwords included),
and the records of well-known credential files, whose line format says which field is the
secret (PPP's ``chap-secrets``/``pap-secrets``, NTP's keys file, Postfix's ``sasl_passwd``,
PostgreSQL's ``.pgpass``).
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from ._engine import REDACTED, Rule, Scan, Span, looks_generated

__all__ = ["FORMAT_ROWS"]

# --- a token joined by invisible characters ---------------------------------------------------

# Characters with no glyph: a text shows the pieces on either side as one word, so a token
# pasted through a word processor (soft hyphens) or a chat client (zero-width spaces) is one
# token still.
_INVISIBLE = "\u00ad\u200b\u200c\u200d\u200e\u200f\u2060\ufeff"
_JOINED = re.compile(
    rf"(?<![A-Za-z0-9+/_-])[A-Za-z0-9+/_-]+(?:[{_INVISIBLE}]+[A-Za-z0-9+/_-]+)+=*[{_INVISIBLE}]?"
)
_STRIP = str.maketrans("", "", _INVISIBLE)


def _joined_tokens(scan: Scan) -> Iterator[Span]:
    if scan.text.isascii():
        return  # (a value hidden already brings every row to look again)
    for match in _JOINED.finditer(scan.text):
        if looks_generated(match.group().translate(_STRIP)):
            yield match.span()


# --- PowerShell's encoded command -------------------------------------------------------------

# `-EncodedCommand` and any prefix PowerShell accepts for it (`-enc`, `-ec`, `-e` after the
# program's name), then base64 (of UTF-16LE text).
_ENCODED = re.compile(
    r"(?<![\w-])-(?:e|ec|en[a-z]*)[ \t]+['\"]?([A-Za-z0-9+/]{16,}={0,2})(?![\w+/=])", re.I
)


def _encoded_commands(scan: Scan) -> Iterator[Span]:
    program = "powershell" in scan.folded or "pwsh" in scan.folded
    for match in _ENCODED.finditer(scan.text):
        flag = match.group().split(None, 1)[0].lower()
        if flag in ("-e", "-en") and not program:
            continue  # (`-e` is many tools' flag; PowerShell's only after its name)
        if flag not in ("-e", "-ec") and not "-encodedcommand".startswith(flag):
            continue  # (`-encoding utf8`, `-env …`)
        yield match.span(1)


# --- the records of credential files ----------------------------------------------------------

_FIELD = r"(?:\"[^\"\n]*\"|[^\s\"]+)"
# `client server secret [addresses]`, after the file's name or at a line's start.
_CHAP = re.compile(
    rf"(?:(?:chap|pap)-secrets:?[ \t]*|^[ \t]*(?![^\n]*-secrets))(?!#)"
    rf"{_FIELD}[ \t]+{_FIELD}[ \t]+(\"[^\"\n]+\"|[^\s\"]+)",
    re.M | re.I,
)
# `keyid type key` (ntp.keys, chrony.keys): a small number, a digest's name, the key.
_NTP_KEY = re.compile(r"(?<![\w.-])\d{1,5}[ \t]+[A-Za-z][A-Za-z0-9-]{0,11}[ \t]+([^\s()'\"]{8,})")
# `host[:port] user:password` (sasl_passwd and other relay maps).
_RELAY = re.compile(r"(?<![^\s(])\[?[\w.-]+\]?(?::\d+)?[ \t]+[^\s:()]+:([^\s()'\"]{3,})")
# `host:port:database:user:password` (.pgpass).
_PGPASS = re.compile(r"(?<![\w:])[\w.*-]+:(?:\d+|\*):[\w.*-]+:[\w.*@-]+:([^\s:()'\"]{3,})")


def _value(match: re.Match[str]) -> Span | None:
    start, end = match.span(1)
    value = match.group(1)
    if value.startswith('"'):
        start, end = start + 1, end - 1
        value = value[1:-1]
    value = value.rstrip(".,;)")
    if len(value) < 3 or value in ("*", REDACTED) or value.startswith("#"):
        return None
    if value.isdigit() or (value.isalpha() and value.islower()):
        return None  # a word of the message around the file's name, a count
    return start, start + len(value)


def _file_records(scan: Scan) -> Iterator[Span]:
    folded = scan.folded
    found: list[re.Pattern[str]] = []
    if "chap-secrets" in folded or "pap-secrets" in folded:
        found.append(_CHAP)
    # (or named by ntpd's own reader: `authreadkeys: invalid key type ... on line 2`)
    if ".keys" in folded or "trustedkey" in folded or "readkeys" in folded:
        found.append(_NTP_KEY)
    if "sasl_passwd" in folded or "relayhost" in folded:
        found.append(_RELAY)
    if "pgpass" in folded:
        found.append(_PGPASS)
    for pattern in found:
        for match in pattern.finditer(scan.text):
            if (span := _value(match)) is not None:
                yield span


# --- a TLS key log line ---------------------------------------------------------------------------

# NSS's key log format (`SSLKEYLOGFILE`, read by Wireshark): a label, the client random (public,
# it is on the wire), then the secret. TLS 1.2 writes `CLIENT_RANDOM` with the master secret,
# TLS 1.3 one `*_SECRET` label per traffic secret; `RSA` the premaster secret.
_KEY_LOG = re.compile(
    r"(?<![\w-])(?:CLIENT_RANDOM|RSA|[A-Z]+(?:_[A-Z]+)*_SECRET(?:_[0-9]+)?)[ \t]+"
    r"(?:[0-9a-fA-F]{16,64}|\[REDACTED\])[ \t]+([0-9a-fA-F]{32,256})(?![\w-])"
)


def _key_log_lines(scan: Scan) -> Iterator[Span]:
    for match in _KEY_LOG.finditer(scan.text):
        yield match.span(1)


def _v(*pairs: tuple[str, str]) -> tuple[tuple[str, str], ...]:
    return pairs


R = REDACTED
FORMAT_ROWS: tuple[Rule, ...] = (
    Rule(
        "invisible_joined", tuple(_INVISIBLE), _joined_tokens,
        "words whose pieces are joined by a soft hyphen (not generated-looking)",
        _v(("key Qm3v\u00adZr8wLp2\u00adKx7nT4s gone", f"key {R} gone"),
           ("tok=ab12CD\u200b34efGH\u200b56ijKL", f"tok={R}"),
           ("x 9fPq2\u2060Lm8Zt4\u2060Wv6Rk1Y y", f"x {R} y"),
           ("\ufeffZr8wLp2Kx\u200d7nT4sQm3vB", f"\ufeff{R}")),
        ("Zugangs\u00adschl\u00fcssel gesperrt", "re\u00adconnect\u00ading failed",
         "Ver\u00adbin\u00addungs\u00adfehler 42", "id\u200b=\u200b17"),
    ),
    Rule(
        "encoded_command", ("-e",), _encoded_commands,
        "the program, its other flags; `-e`/`-en` of other tools",
        _v(("powershell -NoP -EncodedCommand SQBFAFgAIAAoAE4AZQB3AC0A",
            f"powershell -NoP -EncodedCommand {R}"),
           ("pwsh -enc JABwAD0AJwBRAHoAOAAhACcA exit 1", f"pwsh -enc {R} exit 1"),
           ("run.cmd -ec ZQBjAGgAbwAgAGgAaQA= failed", f"run.cmd -ec {R} failed"),
           ("powershell.exe -e VwByAGkAdABlAC0ASABvAHMAdAA=", f"powershell.exe -e {R}")),
        ("iconv -encoding UTF16LEandMoreWords x", "sed -e s/abcdefghijklmnopq/x/ f",
         "docker run -e ABCDEFGHIJKLMNOPQRST app", "grep -e ThisIsAVeryLongPattern file"),
        # Its finder hides nothing without PowerShell's name or an `-ec`/`-enc…` flag, so a
        # text with only `-e` in it (a UUID, `non-empty`) does not run it.
        needs=(("powershell", "pwsh", "-ec", "-enc"),),
    ),
    Rule(
        "credential_file_record",
        # (plain words, answered by the gate's one look at the text's words)
        ("chap", "pap", "keys", "trustedkey", "authreadkeys", "passwd", "relayhost", "pgpass"),
        _file_records, "the file's name, the client, server, key id, type, host and user",
        _v(('in /etc/ppp/pap-secrets: bob * "s3cr.Et9" *',
            f'in /etc/ppp/pap-secrets: bob * "{R}" *'),
           ("chap-secrets line 3\nvpn1 gw Lq7!zm2P 10.0.0.2",
            f"chap-secrets line 3\nvpn1 gw {R} 10.0.0.2"),
           ("bad key in /etc/chrony.keys: 12 SHA256 HEX:9F3A1B2C4D5E",
            f"bad key in /etc/chrony.keys: 12 SHA256 {R}"),
           ("ntp.keys: 3 M Tz8pLm2q", f"ntp.keys: 3 M {R}"),
           ("sasl_passwd (mx.example.net:2525 ops@example.net:Kq9.wz3T)",
            f"sasl_passwd (mx.example.net:2525 ops@example.net:{R})"),
           ("~/.pgpass: db7:5432:*:report:Hw2#pq8Z ignored",
            f"~/.pgpass: db7:5432:*:report:{R} ignored")),
        ("/etc/ppp/chap-secrets: permission denied", "ntp.keys: 3 keys loaded",
         "sasl_passwd.db is older than sasl_passwd", "~/.pgpass has group or world access",
         "relayhost = [smtp.example.net]:587"),
    ),
    Rule(
        "tls_key_log", ("client_random", "_secret", "rsa "), _key_log_lines,
        "the label and the client random",
        _v((f"keylog: CLIENT_RANDOM {'ab' * 32} {'3f' * 48}",
            f"keylog: CLIENT_RANDOM {'ab' * 32} {R}"),
           (f"RSA {'1f' * 8} {'9e' * 48} x", f"RSA {'1f' * 8} {R} x")),
        ("CLIENT_RANDOM missing in line 3", f"commit {'ab' * 20} {'cd' * 20}"),
        needs=(("client_random", "_secret", "rsa "),),
    ),
)  # fmt: skip
