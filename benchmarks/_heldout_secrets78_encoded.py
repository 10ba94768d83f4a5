"""Held-out set 78: secrets written in encodings and layouts no earlier set used.

Each was grepped for (the text that marks it, as a fixed string) in every earlier
``benchmarks/*heldout*`` file; those that matched were dropped (``[::-1]``, ``new byte[]``,
``char([``, ``UInt8[``, ``printf '\\``, ``String.fromCharCode``, ``fromCharCodes``, ``map
chr``, ``rawToChar``, ``list_to_binary``, ``%c``, HTML ``&#`` and ``&#x`` entities, base58,
base85, z85, uuencode, yEnc, Morse, NATO, braille, fullwidth and circled letters, zero-width
characters, UTF-7, EBCDIC and xxd among them). Used here: bash ANSI-C quoting ``$'\\x..'``,
Lua's decimal escapes ``"\\97\\98"``, JavaScript's ``split('').reverse().join('')`` over a
reversed literal, Excel's ``=CHAR(n)&CHAR(n)``, a C ``char key[] = {'a', ...}`` initializer,
double-escaped HTML entities ``&amp;#97;``, zero-padded decimal entities ``&#0097;``,
Smalltalk's ``String withAll: #($a $b)``, Elixir's ``IO.iodata_to_binary([97, 98])``,
Haskell's ``Text.pack ['a','b']``, Ruby's ``Base64.decode64`` on a here-document, a token
split across two Server-Sent Events ``data:`` lines, a token split over a wrapped
box-drawing table cell, a password spelled with the German spelling alphabet (DIN 5009,
"Anton, Berta…"; "Anton" and "Berta" matched earlier files only inside other words, as in
"Pantone", "Cantonese" and "MubertAI") and Japanese kana
readings of a PIN's digits.
"""

from __future__ import annotations

import base64

from _heldout_secrets_harness import ALNUM, DIGITS, Case, Values

__all__ = ["encoded_cases"]

_DIN = {
    "a": "Anton", "b": "Berta", "c": "Cäsar", "d": "Dora", "e": "Emil", "f": "Friedrich",
    "g": "Gustav", "h": "Heinrich", "i": "Ida", "j": "Julius", "k": "Kaufmann", "l": "Ludwig",
    "m": "Martha", "n": "Nordpol", "o": "Otto", "p": "Paula", "q": "Quelle", "r": "Richard",
    "s": "Samuel", "t": "Theodor", "u": "Ulrich", "v": "Viktor", "w": "Wilhelm",
    "x": "Xanthippe", "y": "Ypsilon", "z": "Zacharias",
}  # fmt: skip
_KANA = ["ゼロ", "イチ", "ニ", "サン", "ヨン", "ゴ", "ロク", "ナナ", "ハチ", "キュウ"]
_LOWER_DIGITS = "abcdefghijklmnopqrstuvwxyz0123456789"


def encoded_cases(v: Values) -> list[Case]:
    out: list[Case] = []

    def add(name: str, source: str, text: str, secret: str, raises: str = "runtime") -> None:
        out.append(Case(f"encoding: {name}", source, text, secret, raises=raises))

    tok = v.gen(ALNUM, 14)
    bx = "".join(f"\\x{ord(c):02x}" for c in tok)
    add("bash ansi-c quoting", "bash ANSI-C quoting $'\\x..' for an API token",
        f"$ export ACME_TOKEN=$'{bx}'\n$ acme-cli whoami\nerror: 401 Unauthorized (token rejected)",
        bx, raises="cause")  # fmt: skip

    pw = v.pw()
    lu = "".join(f"\\{ord(c)}" for c in pw)
    add("lua decimal escapes", "Lua decimal escapes \"\\97\\98\" for a Redis password",
        f'local pass = "{lu}"\nlocal ok, err = red:auth(pass)\n-- nginx error.log: lua entry thread aborted: failed to authenticate: WRONGPASS',
        lu, raises="context")  # fmt: skip

    tok = v.gen(ALNUM, 24)
    rev = tok[::-1]
    add("js reversed literal", "JavaScript split('').reverse().join('') over a reversed key",
        f"const key = '{rev}'.split('').reverse().join('');\nfetch(url, {{ headers: {{ 'X-Api-Key': key }} }})\n// TypeError: Failed to fetch",
        rev, raises="note")  # fmt: skip

    pw = v.pw()
    xl = "&".join(f"CHAR({ord(c)})" for c in pw)
    add("excel char concat", "an Excel formula building a password from =CHAR(n)&CHAR(n)",
        f"Sheet 'Setup'!B4: ={xl}\n#VALUE! in C4 (VPN login failed for user 'field-07')",
        xl, raises="args")  # fmt: skip

    tok = v.gen(ALNUM, 12)
    ca = ", ".join(f"'{c}'" for c in tok)
    add("c char array", "a C char key[] = {'a', ...} initializer for a device key",
        f"static const char key[] = {{{ca}, '\\0'}};\n/* firmware/net/auth.c:41 */\nE (3121) auth: server rejected device key",
        ca, raises="keyerror")  # fmt: skip

    tok = v.gen(ALNUM, 13)
    he = "".join(f"&amp;#{ord(c)};" for c in tok)
    add("double escaped entities", "double-escaped HTML entities &amp;#97; in a rendered template",
        f'<input type="hidden" name="api_key" value="{he}">\n<!-- rendered twice by the CMS -->',
        he, raises="oserror")  # fmt: skip

    tok = v.gen(ALNUM, 13)
    np_ = "".join(f"&#{ord(c):04d};" for c in tok)
    add("zero padded entities", "zero-padded decimal entities &#0097; in an email template",
        f"<p>Ihr Zugangsschlüssel: <code>{np_}</code></p>",
        np_, raises="group")  # fmt: skip

    pw = v.pw()
    st = " ".join(f"${c}" for c in pw)
    add("smalltalk withall", "Smalltalk String withAll: #($a $b ...) in a Pharo workspace",
        f"| pw | pw := String withAll: #({st}).\n(ZnClient new) username: 'ops' password: pw; get: 'https://ops.acme.io/'.\nZnHttpUnsuccessful: 401 Unauthorized",
        st, raises="process")  # fmt: skip

    tok = v.gen(ALNUM, 14)
    ex = ", ".join(str(ord(c)) for c in tok)
    add("elixir iodata", "Elixir IO.iodata_to_binary([97, 98, ...]) for a webhook secret",
        f"iex(3)> secret = IO.iodata_to_binary([{ex}])\niex(4)> Plug.Crypto.secure_compare(sig, hmac(secret, body))\nfalse",
        ex, raises="cause")  # fmt: skip

    tok = v.gen(ALNUM, 12)
    hs = ",".join(f"'{c}'" for c in tok)
    add("haskell text pack", "Haskell Text.pack ['a','b',...] for a bearer token in GHCi",
        f'ghci> let tok = T.pack [{hs}]\nghci> runReq defaultHttpConfig (req GET url NoReqBody bsResponse (oAuth2Bearer (T.encodeUtf8 tok)))\n*** Exception: VanillaHttpException (StatusCodeException 401)',
        hs, raises="context")  # fmt: skip

    tok = v.gen(ALNUM, 30)
    b = base64.b64encode(tok.encode()).decode()
    add("ruby heredoc decode64", "Ruby Base64.decode64 on a here-document holding a token",
        f"TOKEN = Base64.decode64(<<~B64).strip\n  {b}\nB64\nclient = Acme::Client.new(token: TOKEN) # => Acme::Unauthorized",
        b, raises="note")  # fmt: skip

    tok = v.gen(ALNUM, 40)
    add("sse split data lines", "an SSE event whose data spans two data: lines, splitting a token",
        f'event: message\ndata: {{"jsonrpc":"2.0","id":6,"result":{{"content":[{{"type":"text","text":"token={tok[:20]}\ndata: {tok[20:]}"}}]}}}}\n\n',
        tok, raises="args")  # fmt: skip

    tok = v.gen(ALNUM, 36)
    add("wrapped table cell", "a rich/box-drawing table wrapping a key over two rows of its cell",
        f"┏━━━━━━━━━━┳━━━━━━━━━━━━━━━━━━━━┓\n┃ name     ┃ value              ┃\n┡━━━━━━━━━━╇━━━━━━━━━━━━━━━━━━━━┩\n│ api_key  │ {tok[:18]} │\n│          │ {tok[18:]} │\n└──────────┴────────────────────┘",
        tok, raises="keyerror")  # fmt: skip

    pw = v.gen(_LOWER_DIGITS, 10)
    while sum(c.isalpha() for c in pw) < 7:
        pw = v.gen(_LOWER_DIGITS, 10)
    din = ", ".join(_DIN.get(c, c) for c in pw)
    add("din 5009 spelling", "a password spelled with the German spelling alphabet (DIN 5009)",
        f"Support-Notiz: Kennwort telefonisch durchgegeben, buchstabiert: {din}",
        din, raises="oserror")  # fmt: skip

    pin = v.gen("123456789", 1) + v.gen(DIGITS, 5)
    kana = "・".join(_KANA[int(d)] for d in pin)
    add("kana digit readings", "a PIN read out in katakana digit names in a call-centre note",
        f"通話メモ：お客様が暗証番号を読み上げ（{kana}）。本人確認完了。",
        kana, raises="group")  # fmt: skip
    return out
