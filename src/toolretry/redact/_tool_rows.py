"""Rows for secrets in command lines whose syntax, not a flag's name, says where the secret is
(`db2 connect … user U using P`, `sqlplus U/P@DB`, `net use \\\\host P /user:U`, `poetry config
http-basic.R U P`, `bundle config HOST U:P`, `wandb login KEY`), for the short flags of database
and cluster tools (`-P` of sqlcmd and bcp, `-pw` of nodetool and plink, a quoted value glued to
`-w`/`-p`), for a generated-looking value after `-k`, and for a value a validator echoes after
a credential's name (`apiKey should be …, got "…"`).

Each row declares the literals its finder needs (``Rule.needs``): the gate skips it for a
message without them.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from ._command_flags import looks_like_password
from ._config_rows import secretish
from ._engine import REDACTED, Rule, Scan, Span, is_file_path, looks_generated
from ._pair_rows import PAIR_ROWS
from ._verb_rows import VERB_ROWS

__all__ = ["TOOL_ROWS"]


def _value_span(text: str, start: int, end: int) -> tuple[str, Span]:
    value = text[start:end].rstrip(".,;:)")
    return value, (start, start + len(value))


# --- the short flags of database and cluster tools ------------------------------------------------

# A quoted value glued to `-p`, `-w` or `-a` (`-w'…'`, ldapsearch); `-P`/`-pw`/`-passwd` then a
# value (sqlcmd, bcp, osql, nodetool, plink, pscp); `-k` then a generated-looking key (nuget).
_GLUED_QUOTED = re.compile(r"(?<![\w-])-[pwa]('|\")([^'\"\n]{3,256})\1")
_PASSWORD_FLAG = re.compile(
    r"(?<![\w-])-(?:p|pw|pass|passwd)[ \t]+('|\"|)([^\s'\"]{3,256})\1", re.I
)
_KEY_FLAG = re.compile(r"(?<![\w-])-k[ \t]+('|\"|)([^\s'\"]{16,512})\1")


def _short_flags(scan: Scan) -> Iterator[Span]:
    text, folded = scan.text, scan.folded
    if "-w'" in folded or '-w"' in folded or "-p'" in folded or '-p"' in folded or "-a'" in folded:
        for match in _GLUED_QUOTED.finditer(text):
            if match.group(2) != REDACTED:
                yield match.span(2)
    if " -p" in folded:
        for match in _PASSWORD_FLAG.finditer(text):
            value, span = _value_span(text, *match.span(2))
            if value != REDACTED and (secretish(value) or looks_like_password(value)):
                yield span
    if " -k" in folded:
        for match in _KEY_FLAG.finditer(text):
            if looks_generated(match.group(2)):
                yield match.span(2)


# --- positional secrets in the documented syntax of a command ------------------------------------

_ARG = r"[ \t]+(?:'[^'\n]{1,256}'|\"[^\"\n]{1,256}\"|[^\s'\"]{1,256})"
_VALUE = r"('|\"|)(?P<v>[^\s'\"]{3,256})\1"
# Each pattern with the literal all its matches hold (looked for first: one `in`).
_POSITIONAL = (
    # db2 CONNECT TO db USER u USING p
    (" using ", re.compile(r"(?<![\w-])user" + _ARG + r"[ \t]+using[ \t]+" + _VALUE)),
    # an Oracle connect string u/p@db after its tool
    ("@", re.compile(
        r"(?<![\w-])(?:sqlplus|expdp|impdp|exp|imp|sqlldr|rman[ \t]+target|dgmgrl|tkprof"
        r"|connect|conn|userid=)(?:[ \t]+-[a-z]+){0,3}[ \t]*['\"]?[\w$#.]{1,64}/(['\"]?)"
        # (an `@` is the password's where another follows it: the connect string is after
        # the last one, `scott/p@ss@//host/db`)
        r"(?P<v>(?:[^\s/@'\"]|@(?=[^\s/'\"]{0,128}@)){3,128})\1@"
    )),
    # net use [drive:] \\host\share PASSWORD /user:U
    ("net use", re.compile(
        r"(?<![\w-])net[ \t]+use(?:[ \t]+[a-z*]:)?[ \t]+\\\\[^\s]{1,256}[ \t]+(?!/)" + _VALUE
    )),
    # poetry config http-basic.REPO USER PASS; composer config http-basic.HOST USER PASS
    ("http-basic", re.compile(r"http-basic\.[^\s]{1,128}" + _ARG + r"[ \t]+" + _VALUE)),
    # bundle config [set] [--global] HOST USER:PASS
    ("bundle", re.compile(
        r"(?<![\w-])bundle[ \t]+config(?:[ \t]+set)?(?:[ \t]+--[a-z]+){0,4}"
        r"[ \t]+[\w.-]{1,128}\.[\w-]{1,64}[ \t]+[^\s:]{1,128}:(?P<v>[^\s'\"]{3,256})"
    )),
    # openssl passwd [-1|-5|-6|-apr1] [-salt S] PASSWORD: the plain text it hashes
    ("passwd", re.compile(
        r"(?<![\w-])openssl[ \t]+passwd(?:[ \t]+-(?:salt|in)[ \t]+\S+|[ \t]+-\w+)*[ \t]+"
        + _VALUE
    )),
    # dotnet user-secrets set NAME VALUE [--project P]: the value stored under the name
    ("user-secrets", re.compile(
        r"(?<![\w-])user-secrets[ \t]+set" + _ARG + r"[ \t]+" + _VALUE
    )),
    # TOOL login KEY (wandb, cargo, huggingface-cli...): a generated-looking key, not a user
    ("login", re.compile(
        r"(?<![\w-])[a-z][\w-]{1,30}[ \t]+login[ \t]+('|\"|)(?P<v>[^\s'\"-][^\s'\"]{15,511})\1"
    )),
)  # fmt: skip


def _positional(scan: Scan) -> Iterator[Span]:
    text, folded = scan.text, scan.folded
    for literal, pattern in _POSITIONAL:
        if literal not in folded:
            continue
        for match in pattern.finditer(folded):
            value, span = _value_span(text, *match.span("v"))
            if not value or value == REDACTED or value.startswith("-"):
                continue
            if literal == "login":
                if looks_generated(value):
                    yield span
            elif not is_file_path(value) and (looks_like_password(value) or secretish(value)):
                yield span


def _command_lines(scan: Scan) -> Iterator[Span]:
    """Both families, one row (one gate's look for a message with none of its literals)."""
    if " -" in scan.folded:
        yield from _short_flags(scan)
    yield from _positional(scan)


def _v(*pairs: tuple[str, str]) -> tuple[tuple[str, str], ...]:
    return pairs


R = REDACTED
TOOL_ROWS: tuple[Rule, ...] = (
    Rule(
        # (a dash is in most messages, a dash after a blank, a flag's, in few; `config` for
        # `bundle config` and `… config http-basic.…`)
        "command_syntax_secret",
        (" -", "login", "@", " using ", "net use", "config", "passwd", "user-secrets"),
        _command_lines,
        "the command, its flags, user, host and database; ports, words and paths after `-P`",
        _v(("ldapsearch -x -w'Rt4!zQ' -b dc=x", f"ldapsearch -x -w'{R}' -b dc=x"),
           ("sqlcmd -S db -U sa -P Hq8.zLm2Wx -Q go", f"sqlcmd -S db -U sa -P {R} -Q go"),
           ("plink -pw Zk3!pQr9 host", f"plink -pw {R} host"),
           ("push pkg.nupkg -k z9q2mlt7vx4k8wq1pn5c3hdrb6", f"push pkg.nupkg -k {R}"),
           ("db2 connect to HR user ops using Qx7!vzP3m", f"db2 connect to HR user ops using {R}"),
           ("sqlplus scott/Tg5#kw2Lp@ORCL", f"sqlplus scott/{R}@ORCL"),
           ("expdp -x hr/Qm4@rT9zk@//db.example:1521/PDB1 dumpfile=a.dmp",
            f"expdp -x hr/{R}@//db.example:1521/PDB1 dumpfile=a.dmp"),
           ("net use \\\\fs9\\b Wq.8zLp3 /user:ops", f"net use \\\\fs9\\b {R} /user:ops"),
           ("composer config http-basic.r.io c Rq2~mnP8", f"composer config http-basic.r.io c {R}"),
           ("bundle config gems.acme.io ci:Zq7kL2mXw9", f"bundle config gems.acme.io ci:{R}"),
           ("cargo login cioQ7zPLm2Wx8vT4nR6s", f"cargo login {R}"),
           ("openssl passwd -1 -salt ab Qm3!vx9Lk", f"openssl passwd -1 -salt ab {R}"),
           ("openssl passwd -apr1 'Zr8#pw2Tq'", f"openssl passwd -apr1 '{R}'"),
           ('user-secrets set "Smtp:Pass" "Kw9$zq3Lp"', f'user-secrets set "Smtp:Pass" "{R}"'),
           ("user-secrets set ApiKey Tq2&mz8Rw", f"user-secrets set ApiKey {R}")),
        ("mysql -h db -P 3306 -u app", "xargs -P 4 gzip", "curl -k https://localhost:8443",
         "npm login --registry https://r.io", "sqlplus / as sysdba", "ssh git@github.com",
         "openssl passwd -help", "dotnet user-secrets set --help", "user-secrets list"),
    ),
    # (the rows for a secret no name stands before, by the place a tool puts it)
    *PAIR_ROWS,
    *VERB_ROWS,
)  # fmt: skip
