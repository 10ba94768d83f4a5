"""Held-out set 9: values that break naive parsers, and secrets split across lines.

Sources: values that end a naive ``key=value`` match early (passphrases with spaces, ``&``,
``=``, ``#``, quotes doubled by SQL and CSV or escaped by JSON, non-ASCII passwords), and the
ways tools split or decorate a long value: RFC 5322 header folding, a terminal wrapping at 80
columns, ``pdftotext`` hyphenation, a log shipper's line continuation, Markdown ``<br>`` in a
table cell, keys shown in groups of four, U+2060 word joiners pasted from chat, bidi isolates in
right-to-left text, full-width forms typed through an IME, and prose around the value. The
secret is the form that appears in the text; in a split case each side holds pieces of it.
"""

from __future__ import annotations

import json
from urllib.parse import quote_plus

from _heldout_secrets_harness import ALNUM, Case, Values

__all__ = ["value_cases"]


def value_cases(v: Values) -> list[Case]:
    out: list[Case] = []

    def add(name: str, source: str, text: str, secret: str) -> None:
        out.append(Case(f"encoding: {name}", source, text, secret))

    pp = " ".join(v.gen("abcdefghijklmnopqrstuvwxyz", 6) for _ in range(4))
    add(
        "form plus encoding passphrase",
        "WHATWG application/x-www-form-urlencoded",
        f"POST /unlock 401: body vault=main&passphrase={quote_plus(pp)}&remember=1",
        quote_plus(pp),
    )
    pp = " ".join(v.gen("abcdefghijklmnopqrstuvwxyz", 5) for _ in range(5))
    add(
        "passphrase with spaces",
        "a passphrase with spaces, quoted",
        f"gpg: decryption failed: Bad passphrase (passphrase: '{pp}')",
        pp,
    )
    p = v.gen(ALNUM, 6) + "&" + v.gen(ALNUM, 4) + "=" + v.gen(ALNUM, 5)
    add(
        "value with & and =",
        "a password holding & and = unencoded",
        f"GET /login?user=ops&pwd={p}&next=/ -> 401",
        p,
    )
    p = v.gen(ALNUM, 7) + "#" + v.gen(ALNUM, 7)
    add(
        "value with hash",
        "an INI value with # inside",
        f"configparser: mail.password = {p} (inline comment stripped? login failed)",
        p,
    )
    p = v.gen(ALNUM, 6) + '"' + v.gen(ALNUM, 6) + "\\" + v.gen(ALNUM, 3)
    shown = json.dumps(p)[1:-1]
    add(
        "json escaped quote and backslash",
        'JSON escapes \\" and \\\\ inside a value',
        f'{{"error":"invalid_grant","request":{{"username":"ci","password":"{shown}"}}}}',
        shown,
    )
    p = v.gen(ALNUM, 6) + "'" + v.gen(ALNUM, 6)
    sql = p.replace("'", "''")
    add(
        "sql doubled quote",
        "SQL string literal with a doubled quote",
        f"ERROR:  syntax error at or near \"WITH\"\nLINE 1: CREATE ROLE app LOGIN PASSWORD '{sql}' WITH",
        sql,
    )
    p = v.gen(ALNUM, 6) + '"' + v.gen(ALNUM, 6)
    csv = p.replace('"', '""')
    add(
        "csv doubled quote",
        "RFC 4180 CSV quoted field with a doubled quote",
        f'import failed, row 4: "svc_sync","{csv}","2026-12-04"',
        csv,
    )
    p = "Пароль" + v.gen(ALNUM, 8) + "!"
    add(
        "cyrillic password value",
        "a non-ASCII password value",
        f'FATAL: password authentication failed for user "ivan" (tried password {p})',
        p,
    )
    p = "密码" + v.gen(ALNUM, 10) + "夏天"
    add(
        "cjk password value",
        "a CJK password value",
        f"WARN login retry: pwd={p} rejected by sso.acme.cn",
        p,
    )
    p = v.gen(ALNUM, 10) + "🔑" + v.gen(ALNUM, 4)
    add(
        "emoji password value",
        "a password with an emoji",
        f"keychain import: item wifi-home password={p} (error -25293)",
        p,
    )
    tok = v.gen(ALNUM, 120)
    header = f"Authorization: Bearer {tok[:60]}\r\n {tok[60:]}"
    add(
        "rfc5322 header fold",
        "RFC 5322 folding of a long header",
        f"mail relay rejected message headers:\n{header}\nX-Mailer: acme-notify",
        tok,
    )
    tok = "ghp_" + v.gen(ALNUM, 36)
    line = (
        f"Error: push rejected, token {tok} lacks workflow scope, see https://docs.github.com/rest"
    )
    add(
        "terminal wrap 80",
        "a terminal wrapping at 80 columns mid-token",
        line[:80] + "\n" + line[80:],
        tok,
    )
    tok = v.gen(ALNUM, 40)
    add(
        "pdftotext hyphenation",
        "pdftotext of a runbook: a token hyphenated at a line end",
        f"Runbook p.4: rotate the service token (cur-\nrent value {tok[:22]}-\n{tok[22:]}) before Friday",
        tok,
    )
    tok = v.gen(ALNUM, 48)
    add(
        "log continuation",
        "a log shipper splitting a long line (partial + continuation)",
        f"2026-12-04T05:47:01Z app[web.1]: upstream 401 with header X-Api-Key: {tok[:20]} [partial]\n2026-12-04T05:47:01Z app[web.1]: [cont] {tok[20:]} from 10.0.0.7",
        tok,
    )
    tok = v.gen(ALNUM, 40)
    add(
        "markdown cell br",
        "Markdown table cell with <br> inside a value",
        f"| service | token |\n|---|---|\n| billing | {tok[:20]}<br>{tok[20:]} |\nlint: MD033 inline html",
        tok,
    )
    tok = v.gen(ALNUM, 32)
    grouped = " ".join(tok[i : i + 4] for i in range(0, 32, 4))
    add(
        "grouped in fours",
        "a key shown in groups of four (TOTP/recovery style)",
        f"Authenticator setup failed; enter this key manually: {grouped}",
        grouped,
    )
    tok = v.gen(ALNUM, 40)
    spaced = "\u2060".join(tok[i : i + 10] for i in range(0, 40, 10))
    add(
        "word joiner inside token",
        "U+2060 WORD JOINER inserted by a chat client",
        f"pasted from chat: GITLAB_TOKEN={spaced}",
        spaced,
    )
    tok = v.gen(ALNUM, 36)
    add(
        "rtl isolate around token",
        "U+2067/U+2069 bidi isolates around a value in RTL text",
        f"خطأ: الرمز \u2067{tok}\u2069 غير صالح",
        tok,
    )
    tok = v.gen(ALNUM, 40)
    full = "".join(chr(ord(c) + 0xFEE0) for c in tok)
    add(
        "full-width token",
        "full-width forms of a pasted token (IME)",
        f"設定エラー：トークン＝{full}",
        full,
    )
    p = v.gen(ALNUM, 20)
    yaml_esc = "".join(f"\\x{ord(c):02x}" if i % 3 == 0 else c for i, c in enumerate(p))
    add(
        "yaml double-quoted escapes",
        "YAML double-quoted scalar with \\x escapes",
        f'yaml: found unknown escape character while parsing a quoted scalar\n  password: "{yaml_esc}\\q"',
        yaml_esc,
    )
    tok = v.gen(ALNUM, 40)
    add(
        "token then period in prose",
        "prose ending the sentence right after the value",
        f"Support: your new API token is {tok}. Keep it safe.",
        tok,
    )
    tok = v.gen(ALNUM, 40)
    add(
        "token in parentheses after is",
        "prose, the value in parentheses",
        f"The webhook secret (currently {tok}) no longer matches GitHub's.",
        tok,
    )
    return out
