"""Held-out set 58: secrets written in encodings, transforms and layouts no earlier set used.

Each was grepped for (the text that marks it) in every earlier ``_heldout_secrets*``,
``_heldout_families*``, ``heldout_set*_secrets.py``, ``heldout_secrets*.py`` and
``_heldout_cases.py`` file; those that matched (Braille, parenthesized, superscript, squared
and keycap letters, strikethrough, base91, z-base-32, Ascii85, uuencode, xxencode, BCD,
Erlang and Elixir binaries, Swift ``[UInt8]``, Kotlin, Scala, C#, Dart, Zig, Nim, Julia, Lua,
PHP ``chr(``, PowerShell, Haskell, Clojure, OCaml, Fortran, COBOL, VHDL, SQL ``CHAR(``,
``UNHEX``, Morse, NATO, tap code, Polybius, Bacon, ROT13/ROT47, reversal, A1Z26, T9, Baudot,
``.reg`` ``hex:``, ``H4sI``, ``UNICHAR``, ``HEXTORAW``, Tcl, Smalltalk, Racket, Prolog, vCard
folding, ``atom_codes``, ``code-char``, ``FromCharacterCode`` and others) were dropped. Used
here: Go printing a ``[]byte`` as decimals (``[115 107 ...]``), PHP ``strrev`` and
``str_rot13`` in a config, a Helm release secret (base64 of base64 of gzip), bash ``printf``
with octal escapes, Vim's ``nr2char``, ABAP's ``cl_abap_conv_in_ce``, Kusto's
``unicode_codepoints_to_string``, Spark SQL's ``unhex``, Trino's ``from_hex``, Maple's
``convert(..., bytes)`` and a Go ``%x`` of a key next to its length. A case's secret is only
the codes or characters, never the call around them.
"""

from __future__ import annotations

import base64
import codecs
import gzip
import json

from _heldout_secrets_harness import ALNUM, Case, Values

__all__ = ["encoded_cases"]


def encoded_cases(v: Values) -> list[Case]:
    out: list[Case] = []

    def add(name: str, source: str, text: str, secret: str, raises: str = "runtime") -> None:
        out.append(Case(f"encoding: {name}", source, text, secret, raises=raises))

    tok = v.gen(ALNUM, 14)
    dec = " ".join(str(b) for b in tok.encode())
    add("go byte slice decimals", "Go's fmt.Println of a []byte key (decimal bytes in brackets)",
        f"$ go run ./cmd/signer\nsigning key bytes: [{dec}]\n2026/12/06 22:24:01 sign: hmac: 401 from https://hooks.acme.io",
        dec, raises="cause")  # fmt: skip

    pw = v.pw()
    rev = pw[::-1]
    add("php strrev", "a PHP config storing a password reversed and undoing it with strrev()",
        f"$ grep -n DB_PASS wp-config.php\n23:define( 'DB_PASSWORD', strrev( '{rev}' ) );\nError establishing a database connection",
        rev, raises="note")  # fmt: skip

    tok = v.gen(ALNUM, 32)
    r13 = codecs.encode(tok, "rot13")
    add("php str_rot13", "a PHP plugin keeping an API key behind str_rot13()",
        f"PHP Warning:  Mailgun: 401 Forbidden in /var/www/html/wp-content/plugins/acme-mail/send.php on line 40\n  $key = str_rot13('{r13}');",
        r13, raises="context")  # fmt: skip

    pw = v.pw()
    release = {"name": "shop", "config": {"postgresql": {"auth": {"password": pw}}}}
    inner = base64.b64encode(gzip.compress(json.dumps(release).encode(), mtime=0)).decode()
    blob = base64.b64encode(inner.encode()).decode()[:120]
    add("helm release secret", "kubectl printing a Helm release secret (base64 of base64 of gzipped JSON)",
        f"$ kubectl get secret sh.helm.release.v1.shop.v7 -o jsonpath='{{.data.release}}' | head -c 120\n{blob}",
        blob, raises="args")  # fmt: skip

    tok = v.gen(ALNUM, 12)
    octal = "".join(f"\\{b:03o}" for b in tok.encode())
    add("bash printf octal", "a shell script building a token with printf and octal escapes",
        f"+ TOKEN=$(printf '{octal}')\n+ curl -fsS -H \"X-Token: $TOKEN\" https://api.acme.io/v1/ping\ncurl: (22) The requested URL returned error: 401",
        octal, raises="keyerror")  # fmt: skip

    tok = v.gen(ALNUM, 12)
    vim = ", ".join(str(b) for b in tok.encode())
    add("vim nr2char", "a vimrc building a token with nr2char over a list of codes",
        f"Error detected while processing /home/dev/.vimrc:\nline   14:\nlet g:copilot_token = join(map([{vim}], 'nr2char(v:val)'), '')\nE121: Undefined variable: g:copilot_proxy",
        vim, raises="oserror")  # fmt: skip

    tok = v.gen(ALNUM, 16)
    hx = tok.encode().hex().upper()
    add("abap conv in", "ABAP converting an xstring RFC password with cl_abap_conv_in_ce",
        f"DATA(lv_pw) = cl_abap_conv_in_ce=>create( encoding = 'UTF-8' )->convert( input = '{hx}' ).\nRuntime Error CX_SY_CONVERSION_CODEPAGE: RFC logon to ERP_PRD failed",
        hx, raises="group")  # fmt: skip

    tok = v.gen(ALNUM, 12)
    kql = ", ".join(str(b) for b in tok.encode())
    add("kusto codepoints", "a Kusto query rebuilding a key with unicode_codepoints_to_string",
        f"let k = unicode_codepoints_to_string({kql});\nSyntax error: SYN0002: A recognition error occurred. [line:2, pos:7]",
        kql, raises="process")  # fmt: skip

    tok = v.gen(ALNUM, 16)
    hx = tok.encode().hex().upper()
    add("spark unhex", "a Spark SQL statement decoding a secret with unhex()",
        f"spark-sql> SELECT decode(unhex('{hx}'), 'UTF-8') AS jdbc_password;\norg.apache.spark.sql.AnalysisException: [UNRESOLVED_ROUTINE]",
        hx, raises="cause")  # fmt: skip

    tok = v.gen(ALNUM, 16)
    hx = tok.encode().hex()
    add("trino from hex", "a Trino query decoding a key with from_utf8(from_hex(...))",
        f"trino> SELECT from_utf8(from_hex('{hx}')) AS api_key;\nQuery 20261206_222410_00031_k2x9f failed: Access Denied: Cannot select from columns [api_key]",
        hx, raises="note")  # fmt: skip

    tok = v.gen(ALNUM, 12)
    mp = ", ".join(str(b) for b in tok.encode())
    add("maple convert bytes", "Maple rebuilding a password with convert([...], bytes)",
        f"> pw := convert([{mp}], bytes);\n> HTTP:-Get(\"https://data.acme.io\", headers = [\"X-Key\" = pw]);\nError, (in HTTP:-Get) 401 Unauthorized",
        mp, raises="context")  # fmt: skip

    tok = v.gen(ALNUM, 20)
    gx = tok.encode().hex()
    add("go percent x", "a Go debug line printing a key with %x next to its length",
        f"DEBUG loaded webhook key len=20 hex={gx}\nERROR verify signature: mismatch",
        gx, raises="args")  # fmt: skip

    tok = v.gen(ALNUM, 12)
    neg = " ".join(f"{b:08b}"[::-1] for b in tok.encode())
    add("lsb first bits", "a logic-analyzer export printing UART bytes least significant bit first",
        f"$ sigrok-cli -i capture.sr -P uart:rx=D0:bit_order=lsb-first -A uart=rx-data-bits\nuart-1: {neg}",
        neg, raises="keyerror")  # fmt: skip
    return out
