"""Held-out set 53: secrets written in encodings, code pages and layouts no earlier set used.

Each was grepped for (the text that marks it) in every earlier ``_heldout_secrets*``,
``_heldout_families*``, ``heldout_set*_secrets.py``, ``heldout_secrets*.py`` and
``_heldout_cases.py`` file; those that matched (nroff overstrike, UTF-32, cp437, keyboard
layout swaps, Unicode character names, ``fromCodePoint``, base32 Crockford, ``Arrays.toString``,
``BitConverter``, ``charToRaw``, Julia ``CodeUnits``, ``Format-Hex``, ``hexyl``, bubblebabble,
double-encoded UTF-8 and many more) were dropped. Used here: a JavaScript ``DataView`` read as
big-endian ``Uint32`` words, lolcat's per-character 256-colour escapes, jq's ``explode``,
Perl v-strings, and mojibake as logs really show it — KOI8-R, cp866, Shift_JIS, GB2312,
Big5, TIS-620, ISO-8859-7 and Windows-1255 bytes decoded with the wrong code page, Mac OS Roman
reading UTF-8, and raw ISO-2022-JP and HZ-GB-2312 escapes as a mail or news spool holds them.
For mojibake the secret is the garbled text as shown: that is what a reader could decode back.
"""

from __future__ import annotations

import json

from _heldout_secrets_harness import ALNUM, Case, Values

__all__ = ["encoded_cases"]

_RU = "абвгдежзийклмнопрстуфхцчшщыэюя"
_JA = "あいうえおかきくけこさしすせそたちつてとなにぬねのはひふへほまみむめもやゆよらりるれろわ"
_ZH = "龙井茶山水云月风雪花石门天地人心手口目日"
_TW = "龍門雲風雪花書畫鳥魚馬車東國語學電話"
_TH = "กขคงจฉชซญดตถทนบปผพฟมยรลวสหอฮ"
_EL = "αβγδεζηθικλμνξοπρστυφχψω"
_HE = "אבגדהוזחטיכלמנסעפצקרשת"


def _pick(v: Values, alphabet: str, n: int) -> str:
    return "".join(v.r.choice(alphabet) for _ in range(n))


def _mangle(text: str, encoding: str, shown_as: str) -> str:
    return text.encode(encoding).decode(shown_as, errors="replace")


def encoded_cases(v: Values) -> list[Case]:
    out: list[Case] = []

    def add(name: str, source: str, text: str, secret: str, raises: str = "runtime") -> None:
        out.append(Case(f"encoding: {name}", source, text, secret, raises=raises))

    tok = v.gen(ALNUM, 16)
    words = [int.from_bytes(tok[i : i + 4].encode(), "big") for i in range(0, 16, 4)]
    dv = ", ".join(str(w) for w in words)
    add("dataview uint32", "a browser console reading a 16-byte key through a DataView as big-endian Uint32 words",
        f"> const view = new DataView(keyBuf)\n> [0, 4, 8, 12].map(o => view.getUint32(o))\n< (4) [{dv}]\n"
        "Uncaught (in promise) Error: HMAC key rejected (401)", dv, raises="cause")  # fmt: skip

    tok = v.gen(ALNUM, 14)
    colours = [196, 202, 208, 214, 220, 226, 190, 154, 118, 82, 46, 47, 48, 49]
    lol = "".join(f"\x1b[38;5;{colours[i % len(colours)]}m{c}" for i, c in enumerate(tok))
    add("lolcat escapes", "a token piped through lolcat in a terminal recording: each character its own 256-colour escape",
        f"$ echo \"$DEPLOY_TOKEN\" | lolcat -f\n{lol}\x1b[0m\n$ ./deploy --token \"$DEPLOY_TOKEN\"\nerror: 401 Unauthorized",
        lol, raises="note")  # fmt: skip

    pw = v.pw() + "ä"
    ex = json.dumps([ord(c) for c in pw], separators=(",", ":"))[1:-1]
    add("jq explode", "jq's explode turning a password (with a non-ASCII letter) into code points, -c output",
        f"$ jq -c '.smtp.password | explode' config.json\n[{ex}]", ex, raises="context")  # fmt: skip

    tok = v.gen(ALNUM, 12)
    vs = "v" + ".".join(str(ord(c)) for c in tok)
    add("perl v-string", "a Perl script holding an API key as a v-string literal (dotted ordinals)",
        f"$ grep -n api_key lib/Acme/Client.pm\n14:my $api_key = {vs};\n"
        "Acme::Client: 401 Unauthorized at lib/Acme/Client.pm line 31.", vs[1:], raises="args")  # fmt: skip

    ru = _pick(v, _RU, 9) + v.gen("0123456789", 3)
    koi = _mangle(ru, "koi8_r", "cp1252")
    add("koi8-r as cp1252", "a Russian password saved in KOI8-R and printed by a Windows-1252 log viewer",
        f"2026-12-06 19:05:12 WARN  ldap-sync: bind failed for cn=svc-sync, password='{koi}' (invalid credentials)",
        koi, raises="keyerror")  # fmt: skip

    ru = _pick(v, _RU, 10) + v.gen("0123456789", 2)
    dos = _mangle(ru, "cp866", "cp1251")
    add("cp866 as cp1251", "a Russian passphrase typed in a DOS console (cp866) and read back as Windows-1251",
        f"C:\\ops> type backup.cfg\n[archive]\nuser=arch\npass={dos}\nerror: archive password rejected",
        dos, raises="oserror")  # fmt: skip

    ja = _pick(v, _JA, 8)
    sj = _mangle(ja, "shift_jis", "cp1252")
    add("shift_jis as cp1252", "a Japanese passphrase in Shift_JIS shown by a Windows-1252 tool",
        f"[2026-12-06 19:05:19] import.csv row 12: login_pass=\"{sj}\" -> login failed",
        sj, raises="group")  # fmt: skip

    zh = _pick(v, _ZH, 7)
    gb = _mangle(zh, "gb2312", "big5")
    add("gb2312 as big5", "a Chinese passphrase saved as GB2312 and opened as Big5 (mojibake of real characters)",
        f"设置文件 settings.ini (opened as Big5):\n[vpn]\npsk = {gb}\nIKE: authentication failed",
        gb, raises="cause")  # fmt: skip

    tw = _pick(v, _TW, 7)
    b5 = _mangle(tw, "big5", "gb18030")
    add("big5 as gbk", "a Traditional Chinese password in Big5 read back by a GBK system",
        f"wifi.conf: wpa_passphrase={b5}\nwpa_supplicant: WPA: 4-Way Handshake failed - pre-shared key may be incorrect",
        b5, raises="note")  # fmt: skip

    th = _pick(v, _TH, 9)
    tis = _mangle(th, "tis_620", "latin-1")
    add("tis-620 as latin-1", "a Thai password in TIS-620 bytes printed as Latin-1",
        f"form POST /login body: user=somchai&password={tis}\n-> 401", tis, raises="context")  # fmt: skip

    el = _pick(v, _EL, 10)
    iso7 = _mangle(el, "iso8859_7", "latin-1")
    add("iso-8859-7 as latin-1", "a Greek password in ISO-8859-7 shown by a Latin-1 terminal",
        f"mysql> SELECT user, plain_pw FROM legacy_users WHERE id=88;\n| nikos | {iso7} |",
        iso7, raises="args")  # fmt: skip

    he = _pick(v, _HE, 10)
    w55 = _mangle(he, "cp1255", "cp1252")
    add("windows-1255 as cp1252", "a Hebrew password in Windows-1255 read as Windows-1252 in an export",
        f"users_export.csv: 4411,dana,\"{w55}\",active", w55, raises="keyerror")  # fmt: skip

    pw = v.gen(ALNUM, 5) + "ß" + v.gen(ALNUM, 4) + "é" + v.gen(ALNUM, 3)
    mac = _mangle(pw, "utf-8", "mac_roman")
    add("utf-8 as mac roman", "a UTF-8 password opened by a classic Mac OS Roman editor",
        f"Preferences.txt (Mac OS Roman):\nServer=mail.acme.io\nPassword={mac}\n", mac, raises="oserror")  # fmt: skip

    ja = _pick(v, _JA, 7)
    iso = ja.encode("iso2022_jp").decode("ascii")
    add("iso-2022-jp raw", "a Japanese passphrase in a raw mail spool as ISO-2022-JP escapes",
        f"Content-Type: text/plain; charset=ISO-2022-JP\n\nnew VPN passphrase: {iso}\n", iso, raises="group")  # fmt: skip

    zh = _pick(v, _ZH, 8)
    hz = zh.encode("hz").decode("ascii")
    add("hz-gb-2312 raw", "a Chinese password in an old news spool as HZ-GB-2312 (~{ ... ~})",
        f"Newsgroups: alt.chinese.text\nSubject: bbs password\n\nmima: {hz}\n", hz, raises="cause")  # fmt: skip

    ru = _pick(v, _RU, 8) + v.gen("0123456789", 4)
    k2 = _mangle(ru, "koi8_r", "cp1251")
    add("koi8-r as cp1251", "a Russian PIN phrase in KOI8-R read as Windows-1251 (Cyrillic to other Cyrillic)",
        f"1C: ошибка входа: пароль '{k2}' не подходит", k2, raises="runtime")  # fmt: skip
    return out
