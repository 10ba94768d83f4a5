"""Held-out set 63: secrets written in encodings and layouts no earlier set used, most of them
the ways Cyrillic and Turkic text goes wrong between code pages.

Each was grepped for (the text that marks it) in every earlier ``benchmarks/*heldout*`` file;
none of these matched: a Cyrillic password percent-encoded in UTF-8 (``%D0``/``%D1``), a MIME
encoded-word in KOI8-R (``=?KOI8-R?B?``), KOI8-R with its 8th bit stripped (the old 7-bit mail
relay turning Cyrillic into case-swapped Latin), UTF-16BE as ``xxd``-style hex, ISO-8859-5
and ISO-8859-2 bytes as ``\\x`` escapes, UTF-8 Cyrillic read as ``mac_cyrillic``, UTF-8
Turkish read as CP1254, UTF-8 Cyrillic read as CP1251 (shown as ``Р``/``С`` pairs), and a
password typed with the Russian keyboard layout still on (Latin keys giving Cyrillic letters),
a Cyrillic password percent-encoded in CP1251 (``%E0``-style), a token upper-cased in the
``tr-TR`` locale (``i`` to ``İ``), a Latin password auto-transliterated into Serbian
Cyrillic, a MIME encoded-word in ``windows-1250`` and a password file's UTF-8 BOM shown as
escaped bytes.
The secret of each case is the encoded text as it appears.
"""

from __future__ import annotations

import base64
from urllib.parse import quote

from _heldout_secrets_harness import ALNUM, DIGITS, Case, Values

__all__ = ["encoded_cases"]

_CYR = "абвгдежзийклмнопрстуфхцчшщыэюяАБВГДЕЖЗИКЛМНОПРСТУФХЦЧШЭЮЯ"
_TR = "abcçdefgğhıijklmnoöprsştuüvyzABCÇDEFGĞHIİJKLMNOÖPRSŞTUÜVYZ"
_PL = "aąbcćdeęfghijklłmnńoóprsśtuwyzźżAĄBCĆDEĘŁŃÓŚŹŻ"
_RU_LAYOUT = dict(
    zip("qwertyuiop[]asdfghjkl;'zxcvbnm,.", "йцукенгшщзхъфывапролджэячсмитьбю", strict=True)
)


_SR = str.maketrans(
    "abcvgdejziklmnoprstufABCVGDEJZIKLMNOPRSTUF", "абцвгдејзиклмнопрстуфАБЦВГДЕЈЗИКЛМНОПРСТУФ"
)


def _cyr_pw(v: Values) -> str:
    return v.gen(_CYR, 7) + v.gen(DIGITS, 3) + v.gen(_CYR, 3)


def _strip8(text: str) -> str:
    return bytes(b & 0x7F for b in text.encode("koi8-r")).decode("ascii")


def encoded_cases(v: Values) -> list[Case]:
    out: list[Case] = []

    def add(name: str, source: str, text: str, secret: str, raises: str = "runtime") -> None:
        out.append(Case(f"encoding: {name}", source, text, secret, raises=raises))

    pw = _cyr_pw(v)
    enc = quote(pw, safe="")
    add("percent utf8 cyrillic", "a Cyrillic password percent-encoded in UTF-8 in a login URL",
        f"GET /login?user=oper&password={enc} HTTP/1.1\" 401 0 \"-\" \"curl/8.5.0\"", enc)  # fmt: skip

    pw = _cyr_pw(v)
    word = base64.b64encode(pw.encode("koi8-r")).decode()
    add("mime koi8 word", "a MIME encoded-word in KOI8-R in a mail header",
        f"Subject: =?KOI8-R?B?{word}?=\nX-Mailer: The Bat! (v4.0.24)\n(the subject was the new VPN password)",
        word, raises="note")  # fmt: skip

    pw = _cyr_pw(v)
    s7 = _strip8(pw)
    add("koi8 8th bit stripped", "a KOI8-R password passed through a 7-bit relay (8th bit stripped)",
        f"From: noc@acme.ru\nNOWYJ PAROLX K WPN: {s7}\n(the 8th bit was lost on the way)", s7,
        raises="cause")  # fmt: skip

    tok = v.gen(ALNUM, 14)
    hx = tok.encode("utf-16-be").hex()
    add("utf16be hex", "an API key as UTF-16BE bytes in hex (iconv -t UTF-16BE | xxd -p)",
        f"$ printf %s \"$API_KEY\" | iconv -t UTF-16BE | xxd -p\n{hx}", hx, raises="keyerror")  # fmt: skip

    pw = _cyr_pw(v)
    esc = "".join(f"\\x{b:02x}" for b in pw.encode("iso-8859-5"))
    add("iso8859-5 escapes", "a Cyrillic password as ISO-8859-5 bytes in a Python bytes repr",
        f"DEBUG ldap bind dn=cn=oper,ou=noc pw=b'{esc}' -> invalidCredentials (49)", esc,
        raises="args")  # fmt: skip

    pw = v.gen(_PL, 12)
    esc = "".join(f"\\x{b:02x}" for b in pw.encode("iso-8859-2"))
    add("iso8859-2 escapes", "a Polish password as ISO-8859-2 bytes in a bytes repr",
        f"smbclient: NT_STATUS_LOGON_FAILURE for user 'biuro' with password b'{esc}'", esc,
        raises="group")  # fmt: skip

    pw = _cyr_pw(v)
    moj = pw.encode().decode("mac_cyrillic")
    add("mac cyrillic mojibake", "a UTF-8 Cyrillic password read as mac_cyrillic",
        f"Пароль: {moj}\n(письмо открыто в старом Mail.app, кодировка Mac Cyrillic)", moj,
        raises="oserror")  # fmt: skip

    pw = v.gen(_TR, 12)
    moj = pw.encode().decode("cp1254", errors="replace")
    add("cp1254 mojibake", "a UTF-8 Turkish password read as CP1254",
        f"Yeni şifreniz: {moj}\n(e-posta Windows-1254 olarak görüntülendi)", moj,
        raises="context")  # fmt: skip

    pw = _cyr_pw(v)
    moj = pw.encode().decode("cp1251", errors="replace")
    add("cp1251 mojibake", "a UTF-8 Cyrillic password read as CP1251 (Р/С pairs)",
        f"Ваш новый пароль: {moj}\n(Outlook показал письмо в кодировке Windows-1251)", moj,
        raises="process")  # fmt: skip

    typed = v.gen("qwertyuiop[]asdfghjkl;'zxcvbnm,.", 11)
    cyr = "".join(_RU_LAYOUT[c] for c in typed)
    add("russian layout typed", "a Latin password typed with the Russian layout still on",
        f"sudo: 3 incorrect password attempts\n(в истории: echo '{cyr}' | sudo -S systemctl restart nginx)",
        cyr, raises="note")  # fmt: skip

    pw = _cyr_pw(v)
    enc = quote(pw.encode("cp1251"), safe="")
    add("percent cp1251 cyrillic", "a Cyrillic password percent-encoded in CP1251 (%E0-style) by an old form",
        f"POST /cgi-bin/login.pl\nlogin=buh&passwd={enc}&submit=%C2%EE%E9%F2%E8\n-> 403 Forbidden", enc,
        raises="cause")  # fmt: skip

    tok = v.gen("abcdefghijklmnopqrstuvwxyz0123456789", 18)
    upper = tok.replace("i", "\u0130").upper()
    add("turkish locale upper", "a token upper-cased by toUpperCase() in the tr-TR locale (i to İ)",
        f"Locale.getDefault() = tr_TR\ntoken.toUpperCase() = {upper}\njava.lang.IllegalArgumentException: unknown token format", upper,
        raises="group")  # fmt: skip

    lat = v.gen("abcdefgijklmnoprstuvzABCDEFGIJKLMNOPRSTUVZ", 9) + v.gen(DIGITS, 3)
    cyr = lat.translate(_SR)
    add("serbian autotranslit", "a Latin password auto-transliterated into Serbian Cyrillic by a site's script switcher",
        f"Ваша нова лозинка: {cyr}\n(страница је приказана ћирилицом; лозинка је била латиницом)", cyr,
        raises="keyerror")  # fmt: skip

    pw = v.gen(_PL, 11)
    word = base64.b64encode(pw.encode("cp1250")).decode()
    add("mime windows-1250 word", "a MIME encoded-word in windows-1250 holding a Polish password",
        f"Subject: =?windows-1250?B?{word}?=\nFrom: admin@biuro.pl", word, raises="args")  # fmt: skip

    pw = _cyr_pw(v)
    bom = "".join(f"\\x{b:02x}" for b in ("\ufeff" + pw).encode())
    add("utf8 bom bytes", "a Cyrillic password file read with its UTF-8 BOM, shown as escaped bytes",
        f"ValueError: password file /etc/vpn/pass.txt starts with a BOM: b'{bom}'", bom,
        raises="runtime")  # fmt: skip
    return out
