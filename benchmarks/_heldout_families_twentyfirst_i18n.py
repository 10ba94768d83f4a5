"""Held-out set 21, part 6: a JSON API answering HTTP 200 with an error envelope in languages
no earlier set used, which a hand-written tool (urllib) raises as a ``RuntimeError``.

The envelope carries only ``ok: false`` and a message; the message alone says whether to wait
(service busy), change the request (bad parameter, unknown object), stop for a person (quota
or billing) or accept the answer (insufficient balance, sold out). Icelandic, Welsh, Basque,
Catalan, Estonian, Latvian, Lithuanian, Slovenian, Croatian, Serbian, Bulgarian, Albanian,
Georgian, Armenian, Azerbaijani, Kazakh, Mongolian, Tagalog, Malay, Swahili, Amharic, Khmer,
Nepali, Tamil and Bengali.

Written 2026-12-04 between 16:56 and 17:40 UTC by the helper ``heldout21``, built blind (see
``_heldout_families_twentyfirst``)."""

from __future__ import annotations

import json
import urllib.request
from collections.abc import Callable, Iterator
from typing import Any

from _heldout_cases import BIZ, CLI, FAT, TRA, Case, case
from _heldout_families_net import http
from _heldout_families_seventh import CRED

__all__ = ["FAMILIES"]

# (language, case name, accepted categories, message)
_REPLIES: tuple[tuple[str, str, str | tuple[str, ...], str], ...] = (
    ("is", "busy", TRA, "Þjónustan er upptekin, vinsamlegast reyndu aftur síðar."),
    ("cy", "busy", TRA, "Mae'r gwasanaeth yn brysur. Rhowch gynnig arall arni yn nes ymlaen."),
    (
        "eu",
        "unavailable",
        TRA,
        "Zerbitzua ez dago erabilgarri aldi baterako. Saiatu berriro geroago.",
    ),
    (
        "ca",
        "bad-param",
        CLI,
        "El paràmetre «data_inici» no és vàlid: el format ha de ser AAAA-MM-DD.",
    ),
    ("et", "not-found", CLI, "Tellimust numbriga 4471 ei leitud."),
    ("lv", "balance", BIZ, "Kontā nepietiek līdzekļu šī maksājuma veikšanai."),
    ("lt", "quota", FAT, "Viršytas mėnesio užklausų limitas. Atnaujinkite planą."),
    ("sl", "busy", TRA, "Strežnik je trenutno preobremenjen. Poskusite znova čez nekaj minut."),
    ("hr", "auth", CRED, "Neispravan API ključ ili je istekao."),
    ("sr", "busy", TRA, "Сервис је тренутно заузет, покушајте поново касније."),
    ("bg", "sold-out", BIZ, "Продуктът е изчерпан и не може да бъде поръчан."),
    ("sq", "bad-param", CLI, "Vlera e fushës 'sasia' duhet të jetë numër pozitiv."),
    ("ka", "unavailable", TRA, "სერვისი დროებით მიუწვდომელია. გთხოვთ, სცადოთ მოგვიანებით."),
    ("hy", "not-found", CLI, "Նշված օգտատերը չի գտնվել։"),
    ("az", "billing", FAT, "Hesabınızın ödənişi gecikib, xidmət dayandırılıb. Balansı artırın."),
    ("kk", "busy", TRA, "Сервер бос емес, кейінірек қайталап көріңіз."),
    ("mn", "auth", CRED, "Хандах эрхгүй байна: токен хүчингүй."),
    (
        "tl",
        "unavailable",
        TRA,
        "Pansamantalang hindi available ang serbisyo. Pakisubukang muli mamaya.",
    ),
    ("ms", "balance", BIZ, "Baki akaun tidak mencukupi untuk transaksi ini."),
    ("sw", "busy", TRA, "Huduma ina shughuli nyingi kwa sasa, tafadhali jaribu tena baadaye."),
    ("am", "bad-param", CLI, "የተላከው የስልክ ቁጥር ትክክል አይደለም።"),
    ("km", "unavailable", TRA, "សេវាកម្មមិនអាចប្រើបានជាបណ្ដោះអាសន្ន សូមព្យាយាមម្ដងទៀតនៅពេលក្រោយ។"),
    ("ne", "quota", FAT, "तपाईंको दैनिक कोटा सकियो। भोलि फेरि प्रयास गर्नुहोस् वा योजना अपग्रेड गर्नुहोस्।"),
    ("ta", "not-found", CLI, "கோரப்பட்ட கோப்பு கிடைக்கவில்லை."),
    ("bn", "busy", TRA, "সার্ভার এখন ব্যস্ত, অনুগ্রহ করে কিছুক্ষণ পরে আবার চেষ্টা করুন।"),
)


def _call(url: str) -> Any:
    with urllib.request.urlopen(url + "/v1/orders", timeout=10) as reply:
        body = json.load(reply)
    if not body.get("ok", True):
        raise RuntimeError(body["message"])
    return body


def i18n_family() -> Iterator[Case]:
    server = http()

    def reply(message: str) -> Callable[[], Any]:
        def run() -> Any:
            server.set(200, json.dumps({"ok": False, "message": message}, ensure_ascii=False))
            return _call(server.url)

        return run

    for language, name, accept, message in _REPLIES:
        yield case("i18n-21", f"{language}-{name}", accept, reply(message))


FAMILIES: tuple[Callable[[], Iterator[Case]], ...] = (i18n_family,)
