"""Held-out set 40: secrets in layouts no earlier set used.

Each layout's marking text was grepped for in every earlier ``_heldout_secrets*``,
``_heldout_families*``, ``heldout_set*_secrets.py``, ``heldout_secrets*.py`` and
``_heldout_cases.py`` file; those that matched (Swift ``[UInt8]``, IEx binaries, Lua decimal
escapes, PostgreSQL bytea, Erlang char lists, ``ubyteArrayOf``, octal, C# ``new char[]``,
binary bytes, ``UInt8[``, ``Array[Byte]``, ``fromCharCodes``, ``CHAR(``, ``rawToChar``,
``atom_codes``, ``rune(``, ``[char]``, ``U+00``, ``chr(``) were dropped. Used here:
Pascal/Delphi ``#nn`` character literals, Ada ``Character'Val``, Forth ``emit``, Smalltalk
``asCharacter``, SQL Server ``CONVERT(VARCHAR, 0x...)``, Perl ``pack("U*", ...)``, Ruby
``pack("c*")`` and Haskell ``mapM_ (putChar . chr)``.
"""

from __future__ import annotations

from _heldout_secrets_harness import ALNUM, Case, Values

__all__ = ["encoded_cases"]


def encoded_cases(v: Values) -> list[Case]:
    out: list[Case] = []

    def add(name: str, source: str, text: str, secret: str, raises: str = "runtime") -> None:
        out.append(Case(f"encoding: {name}", source, text, secret, raises=raises))

    pw = v.pw()
    pas = "".join(f"#{ord(c)}" for c in pw)
    add("pascal char literals", "Delphi: a password written as #nn character literals",
        f"unit DbConf;  {{ line 12 }}\n  DbPassword = {pas};\nEDatabaseError: Login failed for user 'erp'", pas, "note")  # fmt: skip
    tok = v.gen(ALNUM, 12)
    ada = " & ".join(f"Character'Val ({ord(c)})" for c in tok)
    add("ada character val", "Ada: a key built from Character'Val (n) & ...",
        f"src/keys.adb:9: Api_Key : constant String := {ada};\nraised CONSTRAINT_ERROR : 401 from gateway", ada, "cause")  # fmt: skip
    tok = v.gen(ALNUM, 12)
    fo = " ".join(f"{ord(c)} emit" for c in tok)
    add("forth emit", "Forth: a token printed with n emit words",
        f": .token {fo} ;\n.token  ok\nauth? -13 error", fo, "context")  # fmt: skip
    tok = v.gen(ALNUM, 12)
    st = " ".join(str(ord(c)) for c in tok)
    add("smalltalk as character", "Smalltalk: #(...) collect: [:c | c asCharacter]",
        f"secret := (#({st}) collect: [:c | c asCharacter]) as: String.\nZnHttpUnsuccessful: 403 Forbidden", st, "args")  # fmt: skip
    tok = v.gen(ALNUM, 14)
    hx = tok.encode().hex().upper()
    add("sqlserver convert varbinary", "SQL Server: CONVERT(VARCHAR(64), 0x...) of a stored key",
        f"Msg 18456, Level 14: Login failed.\nSELECT CONVERT(VARCHAR(64), 0x{hx}) AS api_key;", hx, "keyerror")  # fmt: skip
    tok = v.gen(ALNUM, 12)
    pu = ", ".join(str(ord(c)) for c in tok)
    add("perl pack u", 'Perl: pack("U*", ...) of a token',
        f'my $token = pack("U*", {pu});\n401 Unauthorized at sync.pl line 22.', pu, "oserror")  # fmt: skip
    tok = v.gen(ALNUM, 12)
    rc = ", ".join(str(ord(c)) for c in tok)
    add("ruby pack c", 'Ruby: [..].pack("c*") for an API key',
        f'API_KEY = [{rc}].pack("c*")\nFaraday::UnauthorizedError: the server responded with status 401', rc, "group")  # fmt: skip
    tok = v.gen(ALNUM, 12)
    hs = ",".join(str(ord(c)) for c in tok)
    add("haskell mapm putchar", "Haskell: mapM_ (putChar . chr) [...] printing a secret",
        f"ghci> mapM_ (putChar . chr) [{hs}]\nghci> runReq defaultHttpConfig fetch\n*** Exception: 401", hs, "process")  # fmt: skip
    return out
