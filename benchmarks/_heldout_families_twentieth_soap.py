"""Held-out set 20, part 2: a SOAP-style service whose faults come back in an HTTP 200 body.

A hand-written tool (``http.client``) posts an envelope and, on a ``<Fault>``, raises
``RuntimeError("<faultcode>: <faultstring>")``: the HTTP status says nothing, the meaning is
in the SOAP fault code (``Client.*`` / ``Server.*``) and in server messages in languages no
earlier set used (hi, th, ar, fa, fi, da, nb, bg, sr, ms, sw, ca, lt, lv, et, sk, hr, sl).

Written 2026-12-04 between 14:15 and 14:40 UTC by the helper ``heldout20``, built blind like
part 1 (labels committed before any verdict was seen)."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Callable, Iterator
from http.client import HTTPConnection
from typing import Any

from _heldout_cases import BIZ, CLI, FAT, TRA, Case, case
from _heldout_families_net import http
from _heldout_families_seventh import CRED
from _heldout_servers import closed_port

__all__ = ["FAMILIES"]

_ENVELOPE = (
    '<?xml version="1.0"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/">'
    "<soap:Body>{}</soap:Body></soap:Envelope>"
)


def _post(port: int) -> str:
    """The tool: posts one order and raises the fault it gets back."""
    connection = HTTPConnection("127.0.0.1", port, timeout=10)
    connection.request("POST", "/OrderService", _ENVELOPE.format("<PlaceOrder sku='B-20'/>"),
        {"Content-Type": "text/xml; charset=utf-8", "SOAPAction": "PlaceOrder"})  # fmt: skip
    body = connection.getresponse().read().decode()
    connection.close()
    fault = ET.fromstring(body).find(".//{http://schemas.xmlsoap.org/soap/envelope/}Fault")
    if fault is not None:
        raise RuntimeError(f"{fault.findtext('faultcode')}: {fault.findtext('faultstring')}")
    return body


def soap_family() -> Iterator[Case]:
    server = http()
    port = int(server.url.rsplit(":", 1)[1])

    def fault(code: str, text: str) -> Callable[[], Any]:
        def run() -> Any:
            xml = (f"<soap:Fault><faultcode>soap:{code}</faultcode><faultstring>{text}"
                "</faultstring></soap:Fault>")  # fmt: skip
            server.set(200, _ENVELOPE.format(xml), Content_Type="text/xml; charset=utf-8")
            return _post(port)

        return run

    sp = "soap-fault-i18n-20"
    yield case(sp, "hi-busy", TRA, fault("Server", "सेवा अस्थायी रूप से अनुपलब्ध है, कृपया बाद में पुनः "
        "प्रयास करें"))  # fmt: skip
    yield case(sp, "th-busy", TRA, fault("Server", "บริการไม่พร้อมใช้งานชั่วคราว โปรดลองอีกครั้งในภายหลัง"))
    yield case(sp, "ar-busy", TRA, fault("Server", "الخدمة غير متاحة مؤقتًا، يرجى المحاولة لاحقًا"))
    yield case(sp, "fa-busy", TRA, fault("Server", "سرویس موقتاً در دسترس نیست، لطفاً بعداً دوباره "
        "تلاش کنید"))  # fmt: skip
    yield case(sp, "fi-busy", TRA, fault("Server", "Palvelu ei ole tilapäisesti käytettävissä, "
        "yritä myöhemmin uudelleen"))  # fmt: skip
    yield case(sp, "da-busy", TRA, fault("Server", "Tjenesten er midlertidigt utilgængelig, "
        "prøv igen senere"))  # fmt: skip
    yield case(sp, "nb-busy", TRA, fault("Server", "Tjenesten er midlertidig utilgjengelig, "
        "prøv igjen senere"))  # fmt: skip
    yield case(sp, "bg-busy", TRA, fault("Server", "Услугата е временно недостъпна, опитайте "
        "отново по-късно"))  # fmt: skip
    yield case(sp, "sr-busy", TRA, fault("Server", "Usluga je privremeno nedostupna, pokušajte "
        "ponovo kasnije"))  # fmt: skip
    yield case(sp, "ms-busy", TRA, fault("Server", "Perkhidmatan tidak tersedia buat sementara "
        "waktu, sila cuba lagi kemudian"))  # fmt: skip
    yield case(sp, "sw-busy", TRA, fault("Server", "Huduma haipatikani kwa muda, tafadhali "
        "jaribu tena baadaye"))  # fmt: skip
    yield case(sp, "ca-busy", TRA, fault("Server", "Servei temporalment no disponible, torneu-ho"
        " a provar més tard"))  # fmt: skip
    yield case(sp, "lt-busy", TRA, fault("Server", "Paslauga laikinai neprieinama, bandykite "
        "vėliau"))  # fmt: skip
    yield case(sp, "lv-busy", TRA, fault("Server", "Pakalpojums īslaicīgi nav pieejams, lūdzu, "
        "mēģiniet vēlāk"))  # fmt: skip
    yield case(sp, "et-busy", TRA, fault("Server", "Teenus on ajutiselt kättesaamatu, proovige "
        "hiljem uuesti"))  # fmt: skip
    yield case(sp, "sk-busy", TRA, fault("Server", "Služba je dočasne nedostupná, skúste to "
        "neskôr"))  # fmt: skip
    yield case(sp, "hr-busy", TRA, fault("Server", "Usluga trenutačno nije dostupna, pokušajte "
        "ponovno kasnije"))  # fmt: skip
    yield case(sp, "sl-busy", TRA, fault("Server", "Storitev začasno ni na voljo, poskusite "
        "znova pozneje"))  # fmt: skip
    yield case(sp, "client-invalid", CLI, fault("Client", "Invalid value for element 'quantity':"
        " expected positive integer"))  # fmt: skip
    yield case(sp, "client-schema", CLI, fault("Client", "Element 'PlaceOrder': Missing child "
        "element(s). Expected is ( customerId )."))  # fmt: skip
    yield case(sp, "fi-auth", CRED, fault("Client.Authentication", "Virheellinen käyttäjätunnus"
        " tai salasana"))  # fmt: skip
    yield case(sp, "ar-forbidden", CRED, fault("Client.Authorization", "ليس لديك صلاحية لتنفيذ "
        "هذه العملية"))  # fmt: skip
    yield case(sp, "da-out-of-stock", BIZ, fault("Client.Business", "Varen B-20 er udsolgt"))
    yield case(sp, "hi-balance", BIZ, fault("Client.Business", "खाते में अपर्याप्त शेष राशि"))
    yield case(sp, "bg-not-found", (CLI, BIZ), fault("Client", "Продукт B-20 не е намерен"))
    yield case(sp, "server-npe", (FAT, TRA), fault("Server", "java.lang.NullPointerException at "
        "com.acme.OrderService.place(OrderService.java:88)"))  # fmt: skip
    yield case(sp, "must-understand", FAT, fault("MustUnderstand", "Header 'Security' was not "
        "understood"))  # fmt: skip
    yield case(sp, "version", FAT, fault("VersionMismatch", "Envelope namespace is not SOAP "
        "1.1"))  # fmt: skip
    yield case(sp, "th-quota", FAT, fault("Server", "โควตารายเดือนของคุณหมดแล้ว กรุณาอัปเกรดแพ็กเกจ"))
    yield case(sp, "refused", TRA, lambda: _post(closed_port()))


FAMILIES: tuple[Callable[[], Iterator[Case]], ...] = (soap_family,)
