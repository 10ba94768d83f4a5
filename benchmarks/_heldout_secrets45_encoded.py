"""Held-out set 45: secrets written in encodings, alphabets and layouts no earlier set used.

Each was grepped for (the text that marks it) in every earlier ``_heldout_secrets*``,
``_heldout_families*``, ``heldout_set*_secrets.py``, ``heldout_secrets*.py`` and
``_heldout_cases.py`` file; those that matched (``UInt8``, ``new byte[]``, ``bytearray(``,
Elixir's ``<<...>>``, ``pack("H*"``, ``hex2bin``, SQL ``X'...'``, ``bytea``, ``UNHEX``,
``Array[Byte]``, ``Uint8List``, ``Chr(``, ``CHAR(``, Braille, base32, ``U+``, ``map chr``,
``UNICHAR``, ``#[...]``, ``char([...])``, ``rawToChar``, ``intArrayOf``, base91, ``od``,
``xxd`` and others) were dropped. Used here: JavaScript's ``atob`` in a browser console, C#'s
``Convert.FromBase64String``, Elixir's ``Base.decode16!``, Haskell's ``Char8.pack (chr <$>
[...])``, Clojure's ``(char-array [\\a \\b ...])``, ``hexdump -e '16/1 "%02x " "\\n"'``, bash's
``echo -e`` writing a key file, Python's ``int.to_bytes`` of a hex literal, Common Lisp's
``(coerce '(#\\a ...) 'string)``, Nim's ``@[115'u8, ...]``, Ruby's ``pack("C*")`` forced
to ``Encoding::UTF_8``, F#'s ``0x73uy`` byte literals, OCaml's ``Bytes.of_string`` with decimal
escapes, bash's ``$'\\x..'`` quoting in ``set -x`` output, a Verilog-style nibble-grouped
binary listing and a key typed from an LCD in groups of four. Each secret is only the codes
or characters, never the call around them.
"""

from __future__ import annotations

import base64

from _heldout_secrets_harness import ALNUM, URLSAFE, Case, Values

__all__ = ["encoded_cases"]


def encoded_cases(v: Values) -> list[Case]:
    out: list[Case] = []

    def add(name: str, source: str, text: str, secret: str, raises: str = "runtime") -> None:
        out.append(Case(f"encoding: {name}", source, text, secret, raises=raises))

    token = "sk_live_" + v.gen(ALNUM, 24)
    b64 = base64.b64encode(token.encode()).decode()
    add(
        "atob console",
        "JavaScript atob in a browser console decoding a key kept base64 in a bundle",
        f'> const key = atob("{b64}")\n> fetch("/api/orders", {{ headers: {{ "X-Api-Key": key }} }})\n'
        "< Promise {<pending>}\nGET https://shop.acme.io/api/orders 401 (Unauthorized)",
        b64,
        "note",
    )

    pw = v.pw()
    b64 = base64.b64encode(pw.encode()).decode()
    add(
        "csharp frombase64",
        "C#'s Encoding.UTF8.GetString(Convert.FromBase64String(...)) of a connection password",
        f'var pwd = Encoding.UTF8.GetString(Convert.FromBase64String("{b64}"));\n'
        "System.Data.SqlClient.SqlException (0x80131904): Login failed for user 'shop_rw'.",
        b64,
        "cause",
    )

    key = v.gen(ALNUM, 28)
    hexed = key.encode().hex().upper()
    add(
        "elixir decode16",
        "Elixir's Base.decode16! of an upper-case hex key in config/runtime.exs",
        f'config :shop, :gumlet_key, Base.decode16!("{hexed}")\n'
        "** (ArgumentError) the API key was rejected by the server (401)",
        hexed,
        "context",
    )

    key = v.gen(URLSAFE, 22)
    codes = ", ".join(str(ord(c)) for c in key)
    add(
        "haskell char8 pack",
        "Haskell's Char8.pack (chr <$> [...]) building a bearer token in a test fixture",
        f"token :: ByteString\ntoken = Char8.pack (chr <$> [{codes}])\n"
        '*** Exception: HttpExceptionRequest ... (StatusCodeException 401 "Unauthorized")',
        codes,
        "args",
    )

    key = v.gen(ALNUM, 20)
    chars = " ".join("\\" + c for c in key)
    add(
        "clojure char-array",
        "Clojure's (String. (char-array [\\a \\b ...])) holding a webhook secret",
        f"(def webhook-secret (String. (char-array [{chars}])))\n"
        "Syntax error (ExceptionInfo) compiling at (shop/hooks.clj:4:1).\nsignature mismatch",
        chars,
        "note",
    )

    key = v.gen(ALNUM, 32)
    raw = key.encode().hex()
    rows = [" ".join(raw[i : i + 2] for i in range(j, min(j + 32, len(raw)), 2)) for j in (0, 32)]
    block = " \n".join(rows)
    add(
        "hexdump format",
        'hexdump -e \'16/1 "%02x " "\\n"\' printing a key file sixteen bytes a line',
        f'$ hexdump -e \'16/1 "%02x " "\\n"\' /etc/shop/hmac.key\n{block} ',
        block,
        "oserror",
    )

    key = v.gen(ALNUM, 18)
    escaped = "".join(f"\\x{b:02x}" for b in key.encode())
    add(
        "echo -e key file",
        "bash's echo -e writing a key file from escapes, as a shell history shows it",
        f"  512  echo -e '{escaped}' > ~/.config/artillery/key\n  513  artillery run --record load.yml",
        escaped,
        "process",
    )

    key = v.gen("0123456789abcdef", 48)
    add(
        "python to_bytes",
        "Python's int.to_bytes of a hex literal used as an HMAC key",
        f'HMAC_KEY = (0x{key}).to_bytes(24, "big")\n'
        "hmac.compare_digest failed: signature mismatch for /hooks/cincopa",
        key,
        "keyerror",
    )

    key = v.gen(ALNUM, 16)
    lisp = " ".join("#\\" + c for c in key)
    add(
        "common lisp coerce",
        "Common Lisp's (coerce '(#\\a ...) 'string) of an API key in a config form",
        f"(defparameter *api-key* (coerce '({lisp}) 'string))\n"
        ";; => HTTP 401 from https://api.glesys.com/user/serviceinfo",
        lisp,
        "group",
    )

    key = v.gen(ALNUM, 18)
    nim = ", ".join(f"{b}'u8" for b in key.encode())
    add(
        "nim u8 seq",
        "Nim's @[115'u8, ...] byte sequence of a device key",
        f"let deviceKey = @[{nim}]\nError: unhandled exception: 401 Unauthorized [HttpRequestError]",
        nim,
        "runtime",
    )

    key = v.gen(ALNUM, 20)
    ruby = ", ".join(f"0x{b:02X}" for b in key.encode())
    add(
        "ruby pack utf8",
        'Ruby\'s [0x.., ...].pack("C*").force_encoding(Encoding::UTF_8) in irb',
        f'irb(main):001> secret = [{ruby}].pack("C*").force_encoding(Encoding::UTF_8)\n'
        "irb(main):002> Incapsula::Client.new(api_id: 51820, api_key: secret).sites\n"
        "Incapsula::Error: 9403 Unknown/unauthorized api_id/api_key",
        ruby,
        "cause",
    )
    key = v.gen(ALNUM, 18)
    fs = "; ".join(f"0x{b:02x}uy" for b in key.encode())
    add(
        "fsharp byte literal",
        "F#'s [| 0x73uy; ... |] byte array literal of a signing key",
        f"let signingKey = [| {fs} |]\nSystem.Security.Cryptography.CryptographicException: "
        "signature verification failed",
        fs,
        "note",
    )

    key = v.gen(ALNUM, 16)
    ocaml = "".join(f"\\{b:03d}" for b in key.encode())
    add(
        "ocaml decimal escapes",
        "OCaml's Bytes.of_string with decimal escapes (\\115\\107...) of a token",
        f'let token = Bytes.of_string "{ocaml}"\nException: Failure "401 Unauthorized".',
        ocaml,
        "context",
    )

    key = v.gen(ALNUM, 18)
    ansi = "".join(f"\\x{b:02X}" for b in key.encode())
    add(
        "bash ansi-c quoting",
        "bash's $'\\x..' ANSI-C quoting of an exported key, upper-case hex, in set -x output",
        f"+ export KILIMO_API_KEY=$'{ansi}'\n+ ./sync-fields.sh\nerror: 401 from api.kilimo.com",
        ansi,
        "args",
    )

    key = v.gen(ALNUM, 20)
    pairs = " ".join(f"{b:08b}"[:4] + "_" + f"{b:08b}"[4:] for b in key.encode())
    add(
        "verilog nibble binary",
        "a Verilog-style 8'b nibble-grouped binary listing of a device key in a test bench",
        f"// tb_auth.v\nlocalparam [159:0] DEVICE_KEY = {{ {pairs} }};\n"
        '$display("auth FAIL: key rejected");',
        pairs,
        "keyerror",
    )

    key = v.gen(ALNUM, 24)
    spaced = " ".join(key[i : i + 4] for i in range(0, len(key), 4))
    add(
        "lcd groups of four",
        "a key read off a device's LCD and typed into a support ticket in groups of four",
        f"Ticket #88213: the gateway shows this pairing key on its display: {spaced} "
        "— it is rejected by the cloud (error 7).",
        spaced,
        "group",
    )
    return out
