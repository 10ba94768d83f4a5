"""Held-out set 19: secrets behind encodings, quotings and separators earlier sets did not use.

Grepped against sets 4-18's files (they took percent-encoding, ``\\u``/``\\x``/``\\U`` and
octal escapes, base32/58/45/85, Z85, uuencode, UTF-7, NATO spelling, ``SecureString``, ROT13,
``{xor}``, ``OBF:``, ``CHAR(...)``, VB ``Chr()``, ``fromCharCode``, spaced, dashed and colon
hex, charlists, ANSI codes, overstrike, folds, chunking and many quotings). Here: Makefile and
Compose ``$$`` doubling, Oracle ``q'[...]'`` quoting, Lua long brackets, Ruby ``%q(...)``,
Java signed ``byte[]`` literals, Excel ``=CHAR()&`` formulas, PowerShell ``[char]`` sums, ROT47,
CSS escapes, Braille-pattern bytes (U+2800 + byte), Unicode mathematical bold letters,
mojibake (UTF-8 read as Latin-1), a heredoc in a shell transcript, ``/proc/<pid>/environ``
(NUL-separated, shown by ``cat -v`` as ``^@``), a secret split over a JSON array of chunks,
over two log records with a continuation mark and between a key's head and tail variables,
a PKCS#12 password in ``-passin env:`` beside its ``export``, a reversed value in a
``rev``-piped line, and an HTTP/2 HPACK literal in an ``nghttp -v`` trace.
"""

from __future__ import annotations

from _heldout_secrets_harness import ALNUM, Case, Values

__all__ = ["encoded_cases"]


def _rot47(text: str) -> str:
    return "".join(chr(33 + (ord(c) - 33 + 47) % 94) if 33 <= ord(c) <= 126 else c for c in text)


def _bold(text: str) -> str:
    """Unicode mathematical bold letters and digits for ASCII letters and digits."""
    out = []
    for c in text:
        if "A" <= c <= "Z":
            out.append(chr(0x1D400 + ord(c) - 65))
        elif "a" <= c <= "z":
            out.append(chr(0x1D41A + ord(c) - 97))
        elif "0" <= c <= "9":
            out.append(chr(0x1D7CE + ord(c) - 48))
        else:
            out.append(c)
    return "".join(out)


def encoded_cases(v: Values) -> list[Case]:
    out: list[Case] = []

    def add(name: str, source: str, text: str, secret: str, raises: str = "runtime") -> None:
        assert secret in text or name.startswith("split"), name
        out.append(Case(f"encoding: {name}", source, text, secret, raises=raises))

    pw = v.gen(ALNUM, 7) + "$" + v.gen(ALNUM, 7)
    doubled = pw.replace("$", "$$")
    add(
        "makefile dollar doubling",
        "a Makefile recipe with the password's $ doubled, echoed by make",
        "make: *** [Makefile:14: db-restore] Error 2\npg_restore -h pg-1 -U app "
        f"--password='{doubled}' dump.sql",
        doubled,
    )
    pw = v.gen(ALNUM, 8) + "$" + v.gen(ALNUM, 6)
    doubled = pw.replace("$", "$$")
    add(
        "compose dollar doubling",
        "docker compose config with $$ escaping, printed with an interpolation warning",
        'WARN[0000] The "REDIS_PORT" variable is not set. Defaulting to a blank string.\n'
        f"services:\n  cache:\n    command: redis-server --requirepass {doubled}",
        doubled,
    )
    pw = v.pw()
    add(
        "oracle q quote",
        "Oracle's alternative quoting q'[...]' in an ALTER USER echoed by SQL*Plus",
        f"SQL> ALTER USER app IDENTIFIED BY q'[{pw}]';\nALTER USER app IDENTIFIED BY q'[{pw}]'\n*\n"
        "ERROR at line 1:\nORA-00988: missing or invalid password(s)",
        pw,
    )
    pw = v.pw()
    add(
        "lua long bracket",
        "a Lua long-bracket string [[...]] in a config error",
        f"lua: conf.lua:7: attempt to call a nil value (global 'conect')\n  local pass = [[{pw}]]",
        pw,
    )
    pw = v.pw()
    add(
        "ruby percent q",
        "a Ruby %q(...) literal in a SyntaxError's source line",
        "config/initializers/smtp.rb:4: syntax error, unexpected ')'\n  password: "
        f"%q({pw})), # TODO move to credentials",
        pw,
    )
    token = v.gen(ALNUM, 20)
    signed = ", ".join(str(b if b < 128 else b - 256) for b in token.encode())
    add(
        "java byte array",
        "a Java byte[] literal of a key's bytes in a decompiled class",
        "// Decompiled from ApiClient.class (Java 17)\nprivate static final byte[] K = new byte[]{"
        f"{signed}}};\njava.lang.SecurityException: HMAC key rejected",
        signed,
    )
    pw = v.pw()
    formula = "&".join(f"CHAR({ord(c)})" for c in pw)
    add(
        "excel char formula",
        "an Excel formula building a password from CHAR() joined by &",
        f"#VALUE! in sheet 'Config' cell B4: ={formula}&A1",
        formula,
    )
    pw = v.pw()
    ps = "+".join(f"[char]{ord(c)}" for c in pw)
    add(
        "powershell char sum",
        "a PowerShell script joining [char] codes, shown in a ParserError",
        "ParserError: C:\\deploy\\login.ps1:12\nLine |\n  12 |  $p = -join ("
        f"{ps})\n     |  ~ Missing closing ')' in expression.",
        ps,
    )
    token = v.gen(ALNUM, 28)
    rot = _rot47(token)
    add(
        "rot47",
        "a ROT47-obscured token in a legacy launcher's config (shape assumed)",
        f"launcher: config v2 not supported\n[auth]\nscheme = rot47\ntoken = {rot}",
        rot,
    )
    token = v.gen(ALNUM, 20)
    css = "".join(f"\\{ord(c):x} " for c in token)
    add(
        "css escapes",
        "CSS escapes (backslash, hex code, space) of a key in an injected stylesheet",
        f'Stylelint: Unexpected unknown property "api-key" (property-no-unknown)\n  .probe::after '
        f'{{ content: "{css}"; }}',
        css,
    )
    token = v.gen(ALNUM, 24)
    braille = "".join(chr(0x2800 + b) for b in token.encode())
    add(
        "braille bytes",
        "bytes shown as Braille patterns (U+2800 + byte), as some hex viewers render them",
        f"hexyl --character-table braille config.bin | offset 0x40: {braille}",
        braille,
    )
    pw = v.pw()
    add(
        "mathematical bold",
        "a password in Unicode mathematical bold letters (a chat client's formatting)",
        f"Slack export, #ops, 09:12: temp admin password is {_bold(pw)} until noon",
        _bold(pw),
    )
    pw = v.gen(ALNUM, 6) + "ü" + v.gen(ALNUM, 4) + "é" + v.gen(ALNUM, 3)
    moji = pw.encode().decode("latin-1")
    add(
        "mojibake latin1",
        "a UTF-8 password read as Latin-1 (mojibake) in an LDAP bind error",
        f"ldap_bind: Invalid credentials (49)\n\tadditional info: 80090308: bind as "
        f"cn=svc,ou=apps with password '{moji}'",
        moji,
    )
    token = v.gen(ALNUM, 40)
    add(
        "heredoc transcript",
        "a shell transcript writing a file with a heredoc (the > continuation prompts)",
        f"$ cat > ~/.config/acme/credentials <<EOF\n> [default]\n> token = {token}\n> EOF\n"
        "bash: /home/dev/.config/acme/credentials: No such file or directory",
        token,
    )
    token = v.gen(ALNUM, 36)
    add(
        "proc environ",
        "cat -v of /proc/<pid>/environ (NUL separators shown as ^@)",
        "$ sudo cat -v /proc/4412/environ\nPATH=/usr/bin:/bin^@HOME=/srv/app^@"
        f"SENDINBLUE_KEY=xkeysib-{token}^@LANG=C.UTF-8^@",
        token,
    )
    token = v.gen(ALNUM, 60)
    chunks = [token[i : i + 15] for i in range(0, 60, 15)]
    add(
        "split json chunks",
        "a key split over a JSON array of chunks (a config that works around a length limit)",
        'config validation failed: "api_key_parts" is deprecated\n{"api_key_parts": ['
        + ", ".join(f'"{c}"' for c in chunks)
        + '], "join": ""}',
        token,
    )
    token = v.gen(ALNUM, 64)
    add(
        "split log continuation",
        "one message logged as two records, the second marked as a continuation",
        f"2026-12-05 09:40:01 WARN auth: rejected key {token[:32]}…\n"
        f"2026-12-05 09:40:01 WARN auth: …{token[32:]} (continued)",
        token,
    )
    token = v.gen(ALNUM, 48)
    add(
        "split head tail vars",
        "a key stored in two environment variables (head and tail) printed by env",
        f"$ env | grep ^KEY_\nKEY_HEAD={token[:24]}\nKEY_TAIL={token[24:]}\nerror: KEY is not set",
        token,
    )
    pw = v.pw()
    add(
        "passin env",
        "openssl -passin env:VAR beside the export that set it, in a CI log",
        f"+ export P12_PASS='{pw}'\n+ openssl pkcs12 -in signing.p12 -passin env:P12_PASS "
        "-nokeys\nMac verify error: invalid password?",
        pw,
    )
    token = v.gen(ALNUM, 32)
    add(
        "rev piped",
        "a value reversed by rev in a pipeline (the reversed text is the secret)",
        f"$ grep TOKEN .env | cut -d= -f2 | rev\n{token[::-1]}\n(debug: checking for trailing "
        "whitespace)",
        token[::-1],
    )
    token = v.gen(ALNUM, 40)
    add(
        "nghttp hpack",
        "nghttp -v printing a request's HPACK header fields",
        "[  0.012] send HEADERS frame <length=74, flags=0x25, stream_id=13>\n"
        "          ; END_STREAM | END_HEADERS | PRIORITY\n          :method: GET\n"
        f"          :path: /v1/me\n          authorization: Bearer {token}\n"
        "[  0.030] recv (stream_id=13) :status: 401",
        token,
    )
    return out
