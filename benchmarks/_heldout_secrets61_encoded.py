"""Held-out set 61: secrets written in encodings and layouts no earlier set used.

Each was grepped for (the text that marks it) in every earlier ``benchmarks/*heldout*`` file;
those that matched were dropped (``PackedByteArray``, ``new byte[]``, ``string.char``, Ogham,
runes, Braille, Morse, ``Uint8Array``, Atbash, Ascii85, base36, base58, NATO words, UTF-7,
ROT47, punycode, ``m_Text``, ``cp037`` and packed decimal among them). Used here: Godot's
``var_to_bytes`` printed as a byte list, GDScript ``String.chr`` concatenation, Godot's
``Marshalls.utf8_to_base64`` call with its output, an Unreal Blueprint T3D clipboard with the
key split over an ``Append`` node's pins, an Unreal ``TArray<uint8>`` initializer, EBCDIC
``cp500`` and German ``cp273`` hex dumps from insurers' mainframes, a PIN spelled out in Welsh,
Breton, Low German and Faroese number words, a Figma node tree with the key split across
text layers' ``characters``, and a Unity YAML scene with a key split over two
``serializedVersion`` fields.
"""

from __future__ import annotations

import base64

from _heldout_secrets_harness import ALNUM, DIGITS, Case, Values

__all__ = ["encoded_cases"]

_WELSH = ("dim", "un", "dau", "tri", "pedwar", "pump", "chwech", "saith", "wyth", "naw")
_BRETON = ("mann", "unan", "daou", "tri", "pevar", "pemp", "c'hwec'h", "seizh", "eizh", "nav")
_LOWGERMAN = ("null", "een", "twee", "dree", "veer", "fiev", "söss", "söven", "acht", "negen")
_FAROESE = ("null", "ein", "tvey", "trý", "fýra", "fimm", "seks", "sjey", "átta", "níggju")


def _spelled(digits: str, words: tuple[str, ...]) -> str:
    return " ".join(words[int(d)] for d in digits)


def _var_to_bytes(text: str) -> list[int]:
    raw = text.encode()
    pad = b"\0" * (-len(raw) % 4)
    return [4, 0, 0, 0, *len(raw).to_bytes(4, "little"), *raw, *pad]


def encoded_cases(v: Values) -> list[Case]:
    out: list[Case] = []

    def add(name: str, source: str, text: str, secret: str, raises: str = "runtime") -> None:
        out.append(Case(f"encoding: {name}", source, text, secret, raises=raises))

    tok = v.gen(ALNUM, 14)
    vb = ", ".join(str(b) for b in _var_to_bytes(tok)[8 : 8 + len(tok)])
    full = ", ".join(str(b) for b in _var_to_bytes(tok))
    add("godot var_to_bytes", "Godot print(var_to_bytes(key)) in the Output panel",
        f"print(var_to_bytes(store_key))\n[{full}]\nERROR: HTTPRequest failed: 401",
        vb, raises="note")  # fmt: skip

    tok = v.gen(ALNUM, 12)
    gd = " + ".join(f"String.chr({ord(c)})" for c in tok)
    add("gdscript string chr", "GDScript building a token with String.chr(...) concatenation",
        f"var token := {gd}\nhttp.request(url, [\"Authorization: Bearer \" + token])",
        gd, raises="cause")  # fmt: skip

    pw = v.pw()

    b64 = base64.b64encode(f"qa-bot:{pw}".encode()).decode()
    add("godot marshalls base64", "Godot Marshalls.utf8_to_base64 for a Basic header, printed",
        f"var auth := Marshalls.utf8_to_base64(\"qa-bot:\" + pw)\nprint(auth)\n{b64}\n"
        "Response code: 401", b64, raises="group")  # fmt: skip

    tok = v.gen(ALNUM, 32)
    a, b = tok[:16], tok[16:]
    add("unreal t3d append", "Unreal Blueprint T3D clipboard: the key split over an Append node's pins",
        "Begin Object Class=/Script/BlueprintGraph.K2Node_CallFunction Name=\"K2Node_CallFunction_7\"\n"
        "   FunctionReference=(MemberParent=\"/Script/CoreUObject.Class'/Script/Engine.KismetStringLibrary'\",MemberName=\"Concat_StrStr\")\n"
        f"   CustomProperties Pin (PinName=\"A\",PinType.PinCategory=\"string\",DefaultValue=\"{a}\")\n"
        f"   CustomProperties Pin (PinName=\"B\",PinType.PinCategory=\"string\",DefaultValue=\"{b}\")\n"
        "End Object", tok, raises="keyerror")  # fmt: skip

    tok = v.gen(ALNUM, 12)
    ta = ", ".join(f"0x{ord(c):02X}" for c in tok)
    add("unreal tarray uint8", "Unreal C++ TArray<uint8> initializer holding a key",
        f"const TArray<uint8> Key = {{ {ta} }};\nLogHttp: Warning: Request to backend returned 401",
        ta, raises="oserror")  # fmt: skip

    pw = v.pw()
    e500 = pw.encode("cp500").hex().upper()
    add("ebcdic cp500", "an insurer's mainframe policy extract: a password field in EBCDIC cp500 hex",
        f"POLICY-EXTRACT  REC=000114  AGENT-ID=C1F4F0F7\nFLD 07 AGENT-PWD  X(12)  {e500}\n"
        "RC=08 ABEND S0C7", e500, raises="process")  # fmt: skip

    tok = v.gen(ALNUM, 10)
    e273 = " ".join(f"{b:02X}" for b in tok.encode("cp273"))
    add("ebcdic cp273", "a z/OS CICS trace at a German insurer: an API key sent in EBCDIC cp273 (German) bytes",
        f"DFHWB0723 CICS WEB SEND  HDR X-API-KEY (cp273): {e273}\nDFHWB0757 401 from broker gateway",
        e273, raises="args")  # fmt: skip

    pin = v.gen("123456789", 1) + v.gen(DIGITS, 7)
    cy = _spelled(pin, _WELSH)
    add("welsh number words", "a PIN spelled out in Welsh number words in a voice-assistant transcript",
        f"Cynorthwyydd: Eich PIN yw {cy}.", cy, raises="context")  # fmt: skip

    pin = v.gen("123456789", 1) + v.gen(DIGITS, 7)
    br = _spelled(pin, _BRETON)
    add("breton number words", "a card's PIN spelled out in Breton number words",
        f"Kod kuzh: {br}", br, raises="note")  # fmt: skip

    pin = v.gen("123456789", 1) + v.gen(DIGITS, 7)
    nds = _spelled(pin, _LOWGERMAN)
    add("low german number words", "a PIN spelled out in Low German number words read by a screen reader",
        f"Vörleser: Dien Geheemtall is {nds}.", nds, raises="cause")  # fmt: skip

    pin = v.gen("123456789", 1) + v.gen(DIGITS, 7)
    fo = _spelled(pin, _FAROESE)
    add("faroese number words", "a PIN spelled out in Faroese number words",
        f"PIN-kotan er: {fo}", fo, raises="group")  # fmt: skip

    tok = v.gen(ALNUM, 30)
    parts = [tok[:10], tok[10:20], tok[20:]]
    layers = ",".join(
        f'{{"id":"12:{40 + i}","type":"TEXT","name":"key part {i + 1}","characters":"{p}"}}'
        for i, p in enumerate(parts)
    )
    add("figma text layers", "a Figma node tree (REST /nodes) with an API key split over text layers",
        f'{{"nodes":{{"12:39":{{"document":{{"id":"12:39","type":"FRAME","name":"Onboarding / dev notes","children":[{layers}]}}}}}}}}',
        tok, raises="keyerror")  # fmt: skip

    tok = v.gen(ALNUM, 24)
    add("unity yaml split", "a Unity YAML scene with a key split over two serialized string fields",
        "--- !u!114 &1184532219\nMonoBehaviour:\n  m_Script: {fileID: 11500000, guid: 3f9e1b2c77d04a51b8c20d4e6f1a9b37, type: 3}\n"
        f"  keyHead: {tok[:12]}\n  keyTail: {tok[12:]}\n  region: eu-north-1", tok, raises="runtime")  # fmt: skip
    return out
