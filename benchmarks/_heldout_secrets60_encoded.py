"""Held-out set 60: secrets written in encodings and layouts no earlier set used.

Each was grepped for (the text that marks it) in every earlier ``_heldout_secrets*``,
``_heldout_families*``, ``heldout_set*_secrets.py``, ``heldout_secrets*.py`` and
``_heldout_cases.py`` file; those that matched were dropped (Go ``[]rune``, ``[]byte``, Rust
``vec!``, ``struct.pack``, ``BigInteger``, ``REG_BINARY``, ``x/16xb``, ``memory read``,
ANSI escapes, ``pack("U*")``, ``pack("C*")``, ``format %c``, ``atom_codes``, homoglyphs,
Unicode tag characters, sans-serif, double-struck, fraktur, squared and parenthesized letters
among them). Used here: Perl's ``pack("N*", ...)`` with the value as 32-bit big-endian
integers, PowerShell's ``[char]$_``
over hex codes, Rust's ``hex::decode``, Racket's ``(string #\\K ...)`` character literals,
F#'s ``Seq.map char [...]``, Java's ``(char) N`` casts concatenated, and Perl's
``pack("n*", ...)`` with 16-bit integers.
"""

from __future__ import annotations

from _heldout_secrets_harness import ALNUM, Case, Values

__all__ = ["encoded_cases"]


def _words32(text: str) -> list[int]:
    raw = text.encode()
    raw += b"\0" * (-len(raw) % 4)
    return [int.from_bytes(raw[i : i + 4], "big") for i in range(0, len(raw), 4)]


def _words16(text: str) -> list[int]:
    raw = text.encode()
    raw += b"\0" * (-len(raw) % 2)
    return [int.from_bytes(raw[i : i + 2], "big") for i in range(0, len(raw), 2)]


def encoded_cases(v: Values) -> list[Case]:
    out: list[Case] = []

    def add(name: str, source: str, text: str, secret: str, raises: str = "runtime") -> None:
        out.append(Case(f"encoding: {name}", source, text, secret, raises=raises))

    tok = v.gen(ALNUM, 16)
    n32 = ", ".join(str(n) for n in _words32(tok))
    add("perl pack N", "Perl building an API key with pack(\"N*\", ...) from 32-bit integers",
        f'my $key = pack("N*", {n32});\n$ua->default_header("X-Api-Key" => $key);\n'
        "500 Can't connect to api.acme.io:443 (certificate verify failed) at sync.pl line 31.",
        n32, raises="cause")  # fmt: skip

    pw = v.pw()
    ps = ",".join(f"0x{ord(c):02x}" for c in pw)
    add("powershell char cast", "PowerShell joining [char]$_ over hex codes for a password",
        f"PS> $pw = -join ({ps} | % {{[char]$_}})\nPS> New-PSDrive -Name S -PSProvider FileSystem -Root \\\\fs01\\share -Credential (New-Object PSCredential 'ACME\\svc', (ConvertTo-SecureString $pw -AsPlainText -Force))\n"
        "New-PSDrive : The user name or password is incorrect",
        ps, raises="context")  # fmt: skip

    tok = v.gen(ALNUM, 15)
    hx = tok.encode().hex()
    add("rust hex decode", "Rust's hex crate, hex::decode(\"...\") for an HMAC key",
        f'error: called `Result::unwrap()` on an `Err` value: OddLength\n  --> src/webhook.rs:12:55\n12 |     let key = hex::decode("{hx}0").unwrap();',
        hx, raises="args")  # fmt: skip

    tok = v.gen(ALNUM, 12)
    rk = " ".join(f"#\\{c}" for c in tok)
    add("racket char literals", "Racket building a token from character literals with (string #\\K ...)",
        f"> (define token (string {rk}))\n> (get-pure-port (string->url url) (list (string-append \"Authorization: Bearer \" token)))\n"
        "tcp-connect: connection refused; hostname: api.acme.io",
        rk, raises="keyerror")  # fmt: skip

    tok = v.gen(ALNUM, 13)
    fs = "; ".join(str(ord(c)) for c in tok)
    add("fsharp seq map char", "F# building a secret with Seq.map char [...] in dotnet fsi",
        f'> let secret = [{fs}] |> Seq.map char |> System.String.Concat;;\nval secret: string = "…"\n'
        "> client.Authenticate(secret);;\nSystem.Security.Authentication.AuthenticationException: 401",
        fs, raises="oserror")  # fmt: skip

    pw = v.pw()
    jc = " + ".join(f"(char) {ord(c)}" for c in pw)
    add("java char casts", "Java concatenating (char) casts for a JDBC password",
        f'String pw = "" + {jc};\njava.sql.SQLInvalidAuthorizationSpecException: Access denied for user \'etl\'@\'10.0.3.7\'',
        jc, raises="group")  # fmt: skip

    tok = v.gen(ALNUM, 14)
    n16 = ", ".join(str(n) for n in _words16(tok))
    add("perl pack n", "Perl building a webhook secret with pack(\"n*\", ...) from 16-bit integers",
        f'my $secret = pack("n*", {n16});\nDigest::SHA::hmac_sha256_hex($body, $secret) ne $sig at hooks.pl line 18.',
        n16, raises="process")  # fmt: skip
    return out
