"""Held-out set 84: secrets written in encodings and layouts no earlier set used, most of them
from terminals, remote sessions and the shop floor.

Each was grepped for (the text that marks it) in every earlier ``benchmarks/*heldout*`` file;
those that matched were dropped (Python's ``[::-1]``, ``rot13`` and ``tr``, Modbus register
tables, small capitals, ``CHR(``/``CHAR(``, ``fromCharCode``, ``bytes.fromhex``, Go and C#
byte arrays, ``format %c``, hexdump ``-C`` among them). Used here: ``tmux send-keys`` with
one key per argument, ``screen -X stuff``, an OSC 52 clipboard escape (base64 inside
``ESC ] 52 ; c ;``), bracketed-paste markers (``ESC [ 200 ~``), ``minicom -H`` hex display,
Tcl/expect ``send -- "\\x4b..."``, C#'s ``Convert.ToChar(0x..)`` concatenated, Siemens SCL
assigning a ``String`` one character at a time, S7 ``B#16#..`` byte constants, IEC 61131-3
``$hh`` string escapes, G-code ``M118`` echo lines in chunks of eight, an ``M117`` LCD message split
over its 20-column rows, every byte percent-encoded (``%4B%32...``) and USB HID keyboard
usage ids with a shift flag (the keystrokes a KVM or keystroke injector sends).
"""

from __future__ import annotations

import base64

from _heldout_secrets_harness import ALNUM, Case, Values

__all__ = ["encoded_cases"]


def _hid(c: str) -> str:
    """The USB HID keyboard usage id of an ASCII letter or digit, with S+ for shift."""
    if c.isdigit():
        return "0x27" if c == "0" else f"0x{0x1E + int(c) - 1:02X}"
    code = f"0x{0x04 + ord(c.lower()) - ord('a'):02X}"
    return f"S+{code}" if c.isupper() else code


def encoded_cases(v: Values) -> list[Case]:
    out: list[Case] = []

    def add(name: str, source: str, text: str, secret: str, raises: str = "runtime") -> None:
        out.append(Case(f"encoding: {name}", source, text, secret, raises=raises))

    pw = v.pw()
    keys = " ".join(pw)
    add("tmux send-keys per key", "tmux send-keys typing a password one key per argument",
        f"$ tmux send-keys -t hmi:0 {keys} Enter\n$ tmux capture-pane -p -t hmi:0 | tail -1\nLogin incorrect",
        keys)  # fmt: skip

    pw = v.pw()
    add("screen stuff", "GNU screen -X stuff pasting a password into a console window",
        f"$ screen -S plc-console -p 0 -X stuff '{pw}^M'\n$ screen -S plc-console -X hardcopy /tmp/plc.txt",
        pw, raises="note")  # fmt: skip

    tok = v.gen(ALNUM, 30)
    b = base64.b64encode(tok.encode()).decode()
    add("osc 52 clipboard", "an OSC 52 escape copying a token to the local clipboard over ssh",
        f"$ printf '\\033]52;c;%s\\a' \"$(printf %s \"$TOKEN\" | base64)\" | cat -v\n^[]52;c;{b}^G",
        b, raises="cause")  # fmt: skip

    pw = v.pw()
    add("bracketed paste", "a terminal capture with bracketed-paste markers around a pasted password",
        f"$ cat -v session.raw | sed -n 14p\nPassword: ^[[200~{pw}^[[201~",
        pw, raises="context")  # fmt: skip

    tok = v.gen(ALNUM, 16)
    hx = " ".join(f"{ord(c):02X}" for c in tok)
    add("minicom hex", "minicom -H hex display of what was typed at a robot controller's login",
        f"Welcome to minicom 2.9 (hex display)\nPort /dev/ttyUSB0, 19:04:11\n6C 6F 67 69 6E 3A 20 {hx} 0D 0A",
        hx, raises="keyerror")  # fmt: skip

    pw = v.pw()
    tcl = "".join(f"\\x{ord(c):02x}" for c in pw)
    add("expect send hex", "an expect script sending a password as Tcl \\x escapes",
        f'spawn telnet 10.70.2.10\nexpect "Password:"\nsend -- "{tcl}\\r"\nexpect "#"',
        tcl, raises="oserror")  # fmt: skip

    tok = v.gen(ALNUM, 14)
    cs = " + ".join(f"Convert.ToChar(0x{ord(c):02X})" for c in tok)
    add("csharp convert tochar", "C# concatenating Convert.ToChar(0x..) for a fleet API key",
        f"var key = \"\" + {cs};\nSystem.Net.Http.HttpRequestException: Response status code does not indicate success: 401 (Unauthorized).",
        cs, raises="process")  # fmt: skip

    pw = v.pw()
    scl = "\n".join(f"#pw[{i}] := '{c}';" for i, c in enumerate(pw, 1))
    add("scl per character", "Siemens SCL assigning a String one character at a time",
        f"// FB_LoginHMI\n{scl}\n#ret := \"TCON_Login\"(user := 'maint', pass := #pw);",
        scl, raises="group")  # fmt: skip

    tok = v.gen(ALNUM, 12)
    s7 = ", ".join(f"B#16#{ord(c):02X}" for c in tok)
    add("s7 byte constants", "an S7 data block initialised with B#16# byte constants",
        f"DATA_BLOCK \"DB_Cloud\"\n  STRUCT apiKey : ARRAY[0..11] OF BYTE; END_STRUCT;\nBEGIN\n  apiKey := {s7};\nEND_DATA_BLOCK",
        s7, raises="args")  # fmt: skip

    pw = v.pw()
    st = "".join(f"${ord(c):02X}" for c in pw)
    add("iec st dollar escapes", "IEC 61131-3 Structured Text string with $hh escapes",
        f"VAR CONSTANT\n  sMqttPass : STRING(32) := '{st}';\nEND_VAR",
        st)  # fmt: skip

    tok = v.gen(ALNUM, 24)
    chunks = [tok[i : i + 8] for i in range(0, len(tok), 8)]
    m118 = "\n".join(f"M118 E1 {c}" for c in chunks)
    add("gcode m118 chunks", "G-code M118 echo lines carrying a token in chunks of eight",
        f"; farm-agent provisioning\n{m118}\nM118 E1 END\n; printer log: echo:{chunks[0]}",
        tok, raises="note")  # fmt: skip

    tok = v.gen(ALNUM, 32)
    add("gcode m117 lcd rows", "an M117 LCD message split over its 20-column rows",
        f"M117 TOKEN:{tok[:14]}\nM117 {tok[14:]}\n; LCD: |TOKEN:{tok[:14]}|\n;      |{tok[14:]:<20}|",
        tok, raises="cause")  # fmt: skip

    pw = v.pw()
    pct = "".join(f"%{ord(c):02X}" for c in pw)
    add("percent every byte", "a URL with every byte of the password percent-encoded",
        f"GET /login?user=maint&pass={pct} HTTP/1.1\nHost: 10.20.3.44\n→ 401",
        pct, raises="context")  # fmt: skip

    tok = v.gen(ALNUM, 12)
    hid = " ".join(_hid(c) for c in tok)
    add("usb hid usage ids", "a KVM keystroke macro as USB HID usage ids with a shift flag",
        f"# ipkvm macro 'login-hmi' (usage ids, S+ = left shift)\nkeys: 0x10 0x04 0x0C 0x11 0x17 0x2B {hid} 0x28",
        hid, raises="keyerror")  # fmt: skip
    return out
