"""Held-out set 82: secrets written in encodings and layouts no earlier set used.

Each was grepped for (the text that marks it) in every earlier ``_heldout_secrets*``,
``_heldout_families*`` and ``_heldout_cases.py`` file; those that matched were dropped
(``$'\\x..'``, octal dumps, ``{0x..}`` arrays, UTF-7, nibble swaps, small capitals, ``#107``
Pascal literals, ``TEXTJOIN``, ``String.fromList``, zero-padded decimals and characters
swapped in pairs, close to ``od -x``, among them). Used
here: COBOL ``FUNCTION CHAR`` ordinals (code + 1), ``printf`` with octal escapes, the hex of
each byte's ones' complement, ``openssl asn1parse`` ``[HEX DUMP]`` of an OCTET STRING,
Abseil ``absl::StrCat`` over chunks, Haskell ``intercalate ""`` over chunks in reverse, a
token split across two Gradle properties, U+2063 INVISIBLE SEPARATOR between characters,
every byte percent-encoded in a ``yarn.lock`` URL, RTF ``\\'xx`` escapes, ``tshark -e
data.data`` colon-separated hex, a Makefile joining ``$(T1)$(T2)$(T3)``, ``U+XXXX`` code
points listed, Julia ``String(Char.([...]))``, and ``jq`` ``join("")`` over three-character
pieces.
"""

from __future__ import annotations

import json

from _heldout_secrets_harness import ALNUM, Case, Values

__all__ = ["encoded_cases"]


def _chunks(text: str, n: int) -> list[str]:
    return [text[i : i + n] for i in range(0, len(text), n)]


def encoded_cases(v: Values) -> list[Case]:
    out: list[Case] = []

    def add(name: str, source: str, text: str, secret: str, raises: str = "runtime") -> None:
        out.append(Case(f"encoding: {name}", source, text, secret, raises=raises))

    tok = v.gen(ALNUM, 14)
    cob = " ".join(f"FUNCTION CHAR({ord(c) + 1})" for c in tok)
    add("cobol function char", "COBOL building a registry token from FUNCTION CHAR ordinals (code + 1)",
        f"       MOVE SPACES TO WS-TOKEN.\n       STRING {cob}\n           DELIMITED BY SIZE INTO WS-TOKEN.\n"
        "       CALL 'NEXUSPUT' USING WS-TOKEN. *> RC=401",
        cob, raises="cause")  # fmt: skip

    pw = v.pw()
    octal = "".join(f"\\{ord(c):03o}" for c in pw)
    add("printf octal", "a shell script rebuilding a password with printf octal escapes",
        f"$ export TWINE_PASSWORD=$(printf '{octal}')\n$ twine upload -r acme dist/*\n"
        "HTTPError: 403 Forbidden from https://pkgs.acme.gg/legacy/",
        octal, raises="context")  # fmt: skip

    tok = v.gen(ALNUM, 24)
    inverted = bytes(b ^ 0xFF for b in tok.encode()).hex()
    add("ones complement hex", "a launcher config storing a token as the hex of its bytes' ones' complement",
        f"; stored inverted (each byte ^ 0xFF), decoded by the launcher\nregistry_token_inv = {inverted}",
        inverted, raises="note")  # fmt: skip

    tok = v.gen(ALNUM, 20)
    add("asn1parse hex dump", "openssl asn1parse showing an OCTET STRING that holds an API key",
        "$ openssl asn1parse -in license.der -inform DER\n    0:d=0  hl=2 l=  38 cons: SEQUENCE\n"
        f"    2:d=1  hl=2 l=  20 prim: OCTET STRING      [HEX DUMP]:{tok.encode().hex().upper()}",
        tok.encode().hex().upper(), raises="args")  # fmt: skip

    tok = v.gen(ALNUM, 32)
    cat = ", ".join(f'"{c}"' for c in _chunks(tok, 4))
    add("absl strcat", "C++ absl::StrCat over four-character chunks of a game-server key",
        f"const std::string key = absl::StrCat({cat});\n"
        "// E1207 19:42:01 lobby.cc:88] matchmaker auth failed: UNAUTHENTICATED",
        cat, raises="keyerror")  # fmt: skip

    tok = v.gen(ALNUM, 30)
    rev = ", ".join(f'"{c}"' for c in reversed(_chunks(tok, 5)))
    add("haskell intercalate reversed", "Haskell intercalate \"\" over a token's five-character chunks, reversed",
        f'token = intercalate "" (reverse [{rev}])\n'
        "*** Exception: HttpExceptionRequest ... (StatusCodeException 401)",
        rev, raises="oserror")  # fmt: skip

    tok = v.gen(ALNUM, 36)
    add("gradle head tail", "a token split across two Gradle properties joined in build.gradle.kts",
        f"acmeRepoTokenHead={tok[:18]}\nacmeRepoTokenTail={tok[18:]}\n"
        '// password = providers.gradleProperty("acmeRepoTokenHead").get() + providers.gradleProperty("acmeRepoTokenTail").get()',
        tok, raises="group")  # fmt: skip

    tok = v.gen(ALNUM, 16)
    inv = "\u2063".join(tok)
    add("invisible separator", "a token with U+2063 INVISIBLE SEPARATOR between its characters",
        f"RCON_PASSWORD={inv}\n# pasted from the hosting panel", inv, raises="process")  # fmt: skip

    tok = v.gen(ALNUM, 24)
    pct = "".join(f"%{ord(c):02X}" for c in tok)
    add("full percent encoding", "a yarn.lock resolved URL with every byte of a token percent-encoded",
        f'"@acme-games/ui@^4.2.0":\n  resolved "https://npm-proxy.fury.io/{pct}/acme/@acme-games/ui/-/ui-4.2.0.tgz"',
        pct, raises="cause")  # fmt: skip

    pw = v.pw()
    rtf = "".join(f"\\'{ord(c):02x}" for c in pw)
    add("rtf hex escapes", "an RTF handover document with a password in \\'xx escapes",
        r"{\rtf1\ansi\deff0 {\b Server:} play.acme.gg\par {\b Admin:} " + rtf + r"\par}",
        rtf, raises="context")  # fmt: skip

    tok = v.gen(ALNUM, 18)
    colon = ":".join(f"{ord(c):02x}" for c in tok)
    add("tshark data colon hex", "tshark -T fields -e data.data printing an RCON auth packet payload",
        f"$ tshark -r rcon.pcap -Y 'tcp.port==27015' -T fields -e data.data\n0a000000{colon}",
        colon, raises="note")  # fmt: skip

    tok = v.gen(ALNUM, 30)
    t1, t2, t3 = tok[:10], tok[10:20], tok[20:]
    add("makefile join", "a Makefile joining a publish token from three variables",
        f"T1 := {t1}\nT2 := {t2}\nT3 := {t3}\npublish:\n\tcargo publish --token $(T1)$(T2)$(T3)",
        tok, raises="args")  # fmt: skip

    pw = v.pw()
    cps = " ".join(f"U+{ord(c):04X}" for c in pw)
    add("code points listed", "a password dictated as Unicode code points in a ticket",
        f"Admin password for the Palworld box, as code points so the ticket system keeps it intact: {cps}",
        cps, raises="keyerror")  # fmt: skip

    tok = v.gen(ALNUM, 13)
    jl = ", ".join(str(ord(c)) for c in tok)
    add("julia char broadcast", "Julia String(Char.([...])) rebuilding an API key",
        f"julia> key = String(Char.([{jl}]));\njulia> HTTP.get(url, [\"X-Api-Key\" => key])\nERROR: HTTP.Exceptions.StatusError(401, ...)",
        jl, raises="oserror")  # fmt: skip

    tok = v.gen(ALNUM, 27)
    pieces = json.dumps(_chunks(tok, 3))
    add("jq join pieces", "jq join(\"\") over three-character pieces of a token in a config",
        f"$ jq -r '.registry.tokenParts | join(\"\")' ci.json\n# ci.json: {{\"registry\": {{\"tokenParts\": {pieces}}}}}",
        pieces, raises="group")  # fmt: skip
    return out
