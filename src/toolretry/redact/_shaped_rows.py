"""Rows that read a secret's place from the structure around it rather than from a name next to
it: a password-shaped word in a failed login's message (a tool's positional argument, a
credentials file's line, `user:password` after a domain), a registry value or an HCL block
named for a credential, a pointer and the string it points to in a debugger's frame (`password=
0x5555… "…"`), a key given to a tool's documented flag (`openssl … -hmac K`, `-K <hex>`, SNMP's
`-c` community), a UUID given for a token; a key in a URL's path (``_url_paths``).
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from ._argument_shapes import names_a_credential, names_an_identifier
from ._catalog_words import CREDENTIAL_MENTIONS
from ._config_rows import secretish
from ._engine import KEEP, REDACTED, Found, Rule, Scan, Span, is_uuid, looks_generated
from ._engine import vectors as _v
from ._flag_key_rows import FLAG_KEY_ROWS
from ._general_rows import PASSWORD_CUES
from ._password_shapes import (
    SYMBOL,
    WORD_CHARS,
    generated_passwords,
    in_base64,
    password_shaped,
    placed_passwords,
    word_start,
)
from ._url_paths import LOGIN_WORDS, URL_PATH_ROWS

__all__ = ["SHAPED_ROWS"]

# --- a password-shaped word where a login failed --------------------------------------------------

# What a message says when a login failed, or names what was asked for.
_LOGIN = re.compile(
    r"log[io]n|auth|passw|pwd|credential|denied|unauthori[sz]ed|forbidden|\b40[13]\b|secret|"
    r"incorrect|sign[ -]?in|realm"
)
# A password-shaped word is taken where a login failed, and where a message speaks of a
# password, a credential or a login in any language (`la senha do banco é V`, `пароль от
# сервера: V`, `identifiants : user / V`): a symbol inside a mixed word is no prose's.
_SHAPED_CUES = tuple(dict.fromkeys((*PASSWORD_CUES, *CREDENTIAL_MENTIONS, "clave", "chave")))
# (the cues in ASCII are the row's needs; those of other scripts are a second row's cues, which
# the gate asks only of a text that is not ASCII)
_SHAPED_NEEDS = (*LOGIN_WORDS, *(cue for cue in _SHAPED_CUES if cue.isascii()))
_FOREIGN_SHAPED_CUES = tuple(cue for cue in _SHAPED_CUES if not cue.isascii())

_SETTING_NEEDS = ("reg_", "default", "value")
_POINTER_NEEDS = ("pass", "secret", "token", "key", "auth", "cred", "pin", "pwd", "pw")
_TOKEN_FLAG_NEEDS = (*LOGIN_WORDS, "token", "api", "user", "key", "401", "403")


def _holds(folded: str, literals: tuple[str, ...]) -> bool:
    """Whether ``folded`` holds one of ``literals`` (a row's `needs`: its finder asks them too)."""
    return any(literal in folded for literal in literals)


def _shaped_words(scan: Scan) -> Iterator[Span]:
    text, folded = scan.text, scan.folded
    if SYMBOL.search(text) is None:
        return
    if not _holds(folded, _SHAPED_NEEDS) and (
        folded.isascii() or not _holds(folded, _FOREIGN_SHAPED_CUES)
    ):
        return
    looked_to = 0  # The end of the last word looked at: a symbol before it is in that word.
    for symbol in SYMBOL.finditer(text):
        at = symbol.start()
        if at < looked_to:
            continue  # (walking back to its start again would be quadratic in a long word)
        if text[at] == "+" and in_base64(text, at):
            continue  # a `+` of base64 (a key's body, a `HostId`): the rows for blobs decide
        word = WORD_CHARS.match(text, word_start(text, at))
        if word is None or word.start() > at or word.end() <= at:
            continue
        looked_to = word.end()
        value = word.group()
        start = word.start()
        if "@" in value[1:]:  # `user:pw@host`: the part before the host
            value = value[: value.rindex("@")]
        value = value.rstrip(".!?")
        if value != REDACTED and password_shaped(value):
            yield (start, start + len(value))


# --- a registry value or a HCL block named for a credential ---------------------------------------

# `reg query` output (`    DefaultPassword    REG_SZ    V`), `reg add … /v Name … /d V`.
_REG_VALUE = re.compile(
    r"(?m)^[ \t]*([^\s]{2,80})[ \t]+REG_(?:SZ|EXPAND_SZ|MULTI_SZ)[ \t]+(\S[^\n]*)"
)
_REG_ADD = re.compile(r"/v[ \t]+\"?([^\s\"]+)\"?[^\n]*?/d[ \t]+(\"[^\"\n]+\"|\S+)", re.I)
# `variable "db_password" { default = "V" }` (Terraform, Packer: a variable and its default).
_BLOCK = re.compile(
    r"variable[ \t]+\"([^\"\n]{1,80})\"[ \t]*\{"
    r"[^{}]{0,300}?(?<![\w])(?:default|value)[ \t]*=[ \t]*\"([^\"\n]{1,256})\""
)


def _named_values(scan: Scan) -> Iterator[Span]:
    text, folded = scan.text, scan.folded
    if not _holds(folded, _SETTING_NEEDS):
        return
    patterns = []
    if "reg_" in folded:
        patterns.append(_REG_VALUE)
    if "/v" in folded and "/d" in folded:
        patterns.append(_REG_ADD)
    if "{" in text:
        patterns.append(_BLOCK)
    for pattern in patterns:
        for match in pattern.finditer(text):
            value = match.group(2).strip('"').rstrip()
            start = match.start(2) + (match.group(2)[:1] == '"')
            if value and value != REDACTED and _names_value(scan, match.group(1), value):
                yield (start, start + len(value))


def _names_value(scan: Scan, name: str, value: str) -> bool:
    """A secret's name, or a vendor's key's (`graphhopper_key`, `acme_token`: a credential's
    last word, no word of an identifier) over a generated value or a UUID."""
    if scan.is_secret_name(name):
        return True
    return (
        names_a_credential(name)
        and not names_an_identifier(name)
        and (is_uuid(value) or looks_generated(value))
    )


# --- a pointer and its string in a debugger's frame ----------------------------------------------

_POINTER = re.compile(r"([A-Za-z_]\w{0,63})=(0x[0-9a-f]{4,16})[ \t]+\"((?:[^\"\\\n]|\\.){1,256})\"")


def _pointed_strings(scan: Scan) -> Iterator[Found]:
    if not _holds(scan.folded, _POINTER_NEEDS):
        return
    for match in _POINTER.finditer(scan.text):
        if scan.is_secret_name(match.group(1)):
            yield (*match.span(2), KEEP)  # (the address says nothing: the string is the value)
            if match.group(3) != REDACTED:
                yield match.span(3)


# --- a token given as a UUID or a run to a flag, a user's password in a setting ---------------

# `-t <uuid>`, `--token <uuid>` (Anaconda, Codecov): a UUID given for a token is the token.
_UUID_FLAG = re.compile(
    # (a long flag named for a token or a secret, or for a key by what it opens: `--setup-key`,
    # `--auth-key`, `--license-key`; not `--sort-key`, `--kms-key`: a key kept elsewhere)
    r"(?<![\w-])(-[tk]|--(?:[a-z0-9]+-)*(?:token|secret)|--(?:[a-z0-9]+-)*(?:api|auth|access|"
    r"setup|license|enrollment|enroll|join|registration|activation|ingest|ingestion|write|"
    r"read|app|service)-?key|--key)[ \t=]+['\"]?"
    r"((?:[a-z][a-z0-9]{0,7}-)?[0-9a-fA-F]{8}-(?:[0-9a-fA-F]{4}-){3}[0-9a-fA-F]{12})(?![\w-])"
)
# `-t <key>`, `-k <key>`: a generated run given to a short flag (an agent's registration
# token); taken, as a UUID there is, where the message says a login failed.
_SHORT_FLAG_RUN = re.compile(r"(?<![\w-])-[tk][ \t]+['\"]?([A-Za-z0-9_-]{20,128})(?![\w./@-])")
# `user = "name:password"` in a client's settings (`.curlrc`, `.wgetrc`, a proxy's user).
_USER_SETTING = re.compile(
    r"(?<![\w-])(?:proxy[-_]?)?user(?:info|pwd)?[ \t]*[=:][ \t]*\"?[^\s\":@]{1,64}:([^\s\"]{3,128})"
)


def _flag_and_setting_values(scan: Scan) -> Iterator[Span]:
    text, folded = scan.text, scan.folded
    if not _holds(folded, _TOKEN_FLAG_NEEDS):
        return
    if "-" in text:
        for match in _UUID_FLAG.finditer(text):
            if match.group(1) not in ("-t", "-k") or _LOGIN.search(folded) is not None:
                yield match.span(2)
        if ("-t" in text or "-k" in text) and _LOGIN.search(folded) is not None:
            for match in _SHORT_FLAG_RUN.finditer(text):
                if looks_generated(match.group(1), 20):
                    yield match.span(1)
    if "user" in folded:
        for match in _USER_SETTING.finditer(text):
            value = match.group(1).rstrip(")")
            if value != REDACTED and secretish(value):
                yield (match.start(1), match.start(1) + len(value))


R = REDACTED
SHAPED_ROWS: tuple[Rule, ...] = (
    Rule(
        "password_shaped_word",
        # (asked by its needs alone, words of a login or a password in any language; the
        # finder looks for a password's marks first)
        (),
        _shaped_words,
        "every word of prose and code: a symbol first or last, title-case pieces, paths, "
        "addresses; a message that says nothing of a login",
        _v(("isql -v SALES rpt Kq9~zLm2Vx\nLogin failed for user 'rpt'",
            f"isql -v SALES rpt {R}\nLogin failed for user 'rpt'"),
           ("SMB 10.0.0.9 445 DC [-] corp.local\\svc:Wm4^tPq8Lz STATUS_LOGON_FAILURE",
            f"SMB 10.0.0.9 445 DC [-] corp.local\\svc:{R} STATUS_LOGON_FAILURE"),
           ("auth failed (smbexec.py corp/ops:Zr8!kQ2mTv@10.0.0.7)",
            f"auth failed (smbexec.py corp/ops:{R}@10.0.0.7)"),
           ("wrong password (signtool sign /f a.pfx /p Lq8~zT2mWx app.exe)",
            f"wrong password (signtool sign /f a.pfx /p {R} app.exe)"),
           ("password is incorrect (schtasks /Create /RU svc /RP Zx7!pLq2Wm)",
            f"password is incorrect (schtasks /Create /RU svc /RP {R})"),
           ("AUTH_FAILED\n$ cat creds.txt\nvpnuser\nHt6*pLq2Zw",
            f"AUTH_FAILED\n$ cat creds.txt\nvpnuser\n{R}")),
        ("Login failed: NotFound! try again", "login hint: press Ctrl+Alt+Del", "401 at @Override",
         "login shell reads $HOME/.profile", "login for ops@acme.io denied",
         "auth error in C++17 build of libfoo-2.3", "denied: item #A1234 out of stock"),
        needs=(_SHAPED_NEEDS,),
    ),
    Rule(
        "password_shaped_word_any_script",
        _FOREIGN_SHAPED_CUES,
        _shaped_words,
        "the same as `password_shaped_word`, where a password's or a login's word is in a script "
        "other than Latin",
        _v(("пароль от сервера бэкапов: Kq9~zLm2Vx", f"пароль от сервера бэкапов: {R}"),
           ("와이파이 비번 Wm4^tPq8Lz 이에요", f"와이파이 비번 {R} 이에요"),
           ("ログイン情報 ops Zr8!kQ2mTv", f"ログイン情報 ops {R}")),
        ("пароль должен содержать 12 символов", "ログイン画面 C++17 の設定"),
    ),
    Rule(
        "generated_password",
        tuple("!^*~$%"),
        generated_passwords,
        "every word with fewer than the four kinds of character, or under 10 of them; the "
        "marks of `password_shaped_word`'s (a symbol first or last, an address, base64)",
        _v(("Imeyile ayithunyelwanga. Igama lokugqithisa: 6Gnzyt$lUrN9",
            f"Imeyile ayithunyelwanga. Igama lokugqithisa: {R}"),
           ("Ergaan hin ergamne: jechi icciitii kee haaraan 5XR7bx^RrMTZ dha.",
            f"Ergaan hin ergamne: jechi icciitii kee haaraan {R} dha.")),
        ("release v2.3.1+build7 failed", "see issue #A1234 in Q3!", "C++17 and C#10 builds",
         "rate 5% of 120 for SKU Ab12-Cd34", "query a=1&b=2&Page3=x"),
    ),
    Rule(
        "placed_password",
        tuple("#%^*~!$&@."),
        placed_passwords,
        "words of one case or in camel case, dotted names, addresses, escapes; a word in the "
        "middle of a sentence",
        _v(("Teachtaireacht gan seoladh: focal faire nua: Zq7uWv#Lmp2T",
            f"Teachtaireacht gan seoladh: focal faire nua: {R}"),
           ("Posta nu a plecat; cuvântul nou e TxQmaR~pLwzK.",
            f"Posta nu a plecat; cuvântul nou e {R}."),
           ("hasło w języku obcym – Kw2Lp.zQ9mR", f"hasło w języku obcym – {R}"),
           ("nouvelle clef wQbZrT^KmpaV voilà", f"nouvelle clef {R} voilà"),
           # (another script's colon; an item of a tuple's repr; humps of one or two letters)
           ("ናትካ መሕለፊ ቃል፦ KzLiNv.Skym9", f"ናትካ መሕለፊ ቃል፦ {R}"),
           ("('login failed', 'Duv nummar: Tq8wLm.Rx2Wp', 401)",
            f"('login failed', 'Duv nummar: {R}', 401)")),
        ("okhttp.OkHttpClient: 401 at login", "see sqlite3.IntegrityError: x",
         "file NA12878.a30a2bf3.bam: not found.", "mail Ops.Team2@acme.io:",
         "redirect https%3A%2F%2Fapp.acme.io%2Fcb.", "deploy of MyService.Release failed.",
         "('see IsOkToGo.Run', 2)"),
    ),
    Rule(
        "named_setting_value",
        ("reg_", "variable"),
        _named_values,
        "the value's name and type, values under names of no credential",
        _v(("    DefaultPassword    REG_SZ    Kp8.zQ2mLw",
            f"    DefaultPassword    REG_SZ    {R}"),
           ('reg add HKLM\\Soft\\Acme /v ApiToken /t REG_SZ /d "Zq8mLp2wTx" /f',
            f'reg add HKLM\\Soft\\Acme /v ApiToken /t REG_SZ /d "{R}" /f'),
           ('variable "admin_password" { default = "Lw7.qZ2p" }',
            f'variable "admin_password" {{ default = "{R}" }}')),
        ("    DefaultUserName    REG_SZ    kiosk", 'variable "region" { default = "eu-west-1" }',
         "    AutoAdminLogon    REG_SZ    1"),
        needs=(_SETTING_NEEDS,),
    ),
    Rule(
        "pointer_string",
        ("=0x",),
        _pointed_strings,
        "the name, the address, strings under names of no credential",
        _v(('check (user=0x55a0 "admin", password=0x55b0 "Mq7.zL2w") at a.c:4',
            f'check (user=0x55a0 "admin", password=0x55b0 "{R}") at a.c:4'),
           ('frame #1 (user=0x55a0 "admin", pin_code=0x55b0 "Mq7.zL2w")',
            f'frame #1 (user=0x55a0 "admin", pin_code=0x55b0 "{R}")')),
        ('open (path=0x55a0 "/etc/app.conf", mode=0x1b6) at f.c:9',),
        needs=(_POINTER_NEEDS,),
    ),
    *FLAG_KEY_ROWS,
    *URL_PATH_ROWS,
    Rule(
        "uuid_token_flag",
        # (a long flag starts with `--`: `#invalid-key` in a URL is none)
        ("-t ", "-k ", "--", "user"),
        _flag_and_setting_values,
        "the flag, a `-t` UUID or run where no login failed, the user before `:`",
        _v(("uploader -t ab12-5b2f0c1d-3e4a-4b5c-8d6e-7f8091a2b3c4\n401 Unauthorized",
            f"uploader -t {R}\n401 Unauthorized"),
           ("codecov --token 5b2f0c1d-3e4a-4b5c-8d6e-7f8091a2b3c4 -f cov.xml",
            f"codecov --token {R} -f cov.xml"),
           ("agent up --join-key 0c9e2f4a-7b1d-4e3a-9c8f-5d6b2a1e0f3c: not permitted",
            f"agent up --join-key {R}: not permitted"),
           ("svc --client-secret=ab-8e7d6c5b-4a39-4281-b0c9-d8e7f6a5b4c3 (401)",
            f"svc --client-secret={R} (401)"),
           ('(from ~/.curlrc: user = "mirror:Kq8.zLm2Tw")',
            f'(from ~/.curlrc: user = "mirror:{R}")'),
           ("agent install -t 57h1zn9v67za6mx7hf4yl7p7mpfhjk6j: refused (403)",
            f"agent install -t {R}: refused (403)")),
        ("docker run -t 5b2f0c1d-3e4a-4b5c-8d6e-7f8091a2b3c4 exited 1", 'user = "ops"',
         "tmux attach -t 57h1zn9v67za6mx7hf4yl7p7mpfhjk6j: no sessions",
         "aws kms decrypt --kms-key 5b2f0c1d-3e4a-4b5c-8d6e-7f8091a2b3c4: token expired",
         "put --idempotency-key 5b2f0c1d-3e4a-4b5c-8d6e-7f8091a2b3c4 (auth ok)",
         "user: ops:staff (uid 1000)"),
        needs=(_TOKEN_FLAG_NEEDS,),
    ),
)  # fmt: skip
