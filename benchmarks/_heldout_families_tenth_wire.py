"""Held-out set 10, part 2: a SOAP client (zeep, from a local WSDL whose service address is a
scripted HTTP server on 127.0.0.1) and libcurl through pycurl (its error numbers: refused,
timeout, unresolvable name, TLS to a plain port, partial body, empty reply, HTTP/0.9 garbage,
redirect loops, size limits, HTTP errors under ``FAILONERROR``). SOAP faults with Client/Server
and SOAP 1.2 Sender/Receiver codes, HTTP errors whose body is not XML, bodies that are not
SOAP, calls whose arguments do not match the WSDL. None is in sets 1-9, "gen" or ``tests/``.

Labelled from DESIGN.md §2 before any verdict was looked at (2026-12-03, by the helper
``heldout10``, which never ran ``classify()`` nor read the classifier's rules). A SOAP
Client/Sender fault is the request's fault (client); a Server/Receiver fault is the server's,
transient when it says so and otherwise transient or fatal. A curl HTTP error is labelled by
its status; libcurl keeps no headers in its error, so no wait is expected from it."""

from __future__ import annotations

import io
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from _heldout_cases import BIZ, CLI, FAT, TRA, Case, case
from _heldout_families_net import http
from _heldout_families_seventh import CRED, silent_url
from _heldout_families_sixth import _raw
from _heldout_servers import closed_port

__all__ = ["FAMILIES"]

_WSDL = """<?xml version="1.0"?>
<definitions name="Orders" targetNamespace="urn:orders" xmlns:tns="urn:orders"
 xmlns:soap="http://schemas.xmlsoap.org/wsdl/soap/" xmlns:xsd="http://www.w3.org/2001/XMLSchema"
 xmlns="http://schemas.xmlsoap.org/wsdl/">
 <types><xsd:schema targetNamespace="urn:orders" elementFormDefault="qualified">
  <xsd:element name="PlaceOrder"><xsd:complexType><xsd:sequence>
   <xsd:element name="sku" type="xsd:string"/><xsd:element name="quantity" type="xsd:int"/>
  </xsd:sequence></xsd:complexType></xsd:element>
  <xsd:element name="PlaceOrderResponse"><xsd:complexType><xsd:sequence>
   <xsd:element name="orderId" type="xsd:string"/></xsd:sequence></xsd:complexType></xsd:element>
 </xsd:schema></types>
 <message name="In"><part name="parameters" element="tns:PlaceOrder"/></message>
 <message name="Out"><part name="parameters" element="tns:PlaceOrderResponse"/></message>
 <portType name="Port"><operation name="PlaceOrder"><input message="tns:In"/>
  <output message="tns:Out"/></operation></portType>
 <binding name="Binding" type="tns:Port">
  <soap:binding style="document" transport="http://schemas.xmlsoap.org/soap/http"/>
  <operation name="PlaceOrder"><soap:operation soapAction="PlaceOrder"/>
   <input><soap:body use="literal"/></input><output><soap:body use="literal"/></output>
  </operation></binding>
 <service name="Orders"><port name="Port" binding="tns:Binding">
  <soap:address location="ADDRESS"/></port></service>
</definitions>"""

_SOAP11 = "http://schemas.xmlsoap.org/soap/envelope/"
_SOAP12 = "http://www.w3.org/2003/05/soap-envelope"


def _fault11(code: str, text: str, detail: str = "") -> str:
    return (
        f'<s:Envelope xmlns:s="{_SOAP11}"><s:Body><s:Fault><faultcode>s:{code}</faultcode>'
        f"<faultstring>{text}</faultstring>{detail}</s:Fault></s:Body></s:Envelope>"
    )


def _fault12(code: str, subcode: str, text: str) -> str:
    return (
        f'<e:Envelope xmlns:e="{_SOAP12}" xmlns:o="urn:orders"><e:Body><e:Fault>'
        f"<e:Code><e:Value>e:{code}</e:Value><e:Subcode><e:Value>o:{subcode}</e:Value>"
        f'</e:Subcode></e:Code><e:Reason><e:Text xml:lang="en">{text}</e:Text></e:Reason>'
        "</e:Fault></e:Body></e:Envelope>"
    )


def zeep_family() -> Iterator[Case]:
    import zeep
    from zeep.transports import Transport

    server = http()
    folder = Path(tempfile.mkdtemp(prefix="heldout10-wsdl-"))

    def client(address: str | None = None, timeout: float = 3.0, soap12: bool = False) -> Any:
        wsdl = folder / ("orders12.wsdl" if soap12 else "orders.wsdl")
        text = _WSDL.replace("ADDRESS", f"{address or server.url}/soap")
        if soap12:  # the same service bound to SOAP 1.2
            text = text.replace("/wsdl/soap/", "/wsdl/soap12/")
        wsdl.write_text(text)
        return zeep.Client(str(wsdl), transport=Transport(timeout=3, operation_timeout=timeout))

    def reply(status: int, body: str, kind: str = "text/xml") -> Callable[[], Any]:
        def run() -> Any:
            server.set(status, body, Content_Type=kind)
            soap12 = kind == "application/soap+xml"
            return client(soap12=soap12).service.PlaceOrder(sku="A-1", quantity=2)

        return run

    yield case(
        "zeep",
        "client-fault-invalid-sku",
        CLI,
        reply(500, _fault11("Client", "Invalid SKU 'A-1': unknown product code")),
    )
    yield case(
        "zeep",
        "client-fault-auth",
        CRED,
        reply(
            500,
            _fault11(
                "Client.Authentication", "Authentication failed: invalid username or password"
            ),
        ),
    )
    yield case(
        "zeep",
        "server-fault-busy",
        TRA,
        reply(500, _fault11("Server", "Server busy, please try again later")),
    )
    yield case(
        "zeep",
        "server-fault-npe",
        (TRA, FAT),
        reply(
            500,
            _fault11(
                "Server",
                "java.lang.NullPointerException",
                "<detail><trace>at com.acme.OrderService.place</trace></detail>",
            ),
        ),
    )
    yield case(
        "zeep",
        "server-fault-out-of-stock",
        BIZ,
        reply(
            500,
            _fault11(
                "Server",
                "Insufficient stock: only 1 unit of A-1 available",
                "<detail><code>OUT_OF_STOCK</code></detail>",
            ),
        ),
    )
    yield case(
        "zeep",
        "server-fault-quota",
        FAT,
        reply(
            500,
            _fault11(
                "Server",
                "Daily request quota of 10000 calls exceeded for this account; upgrade your plan",
            ),
        ),
    )
    yield case(
        "zeep",
        "server-fault-billing",
        FAT,
        reply(
            500,
            _fault11(
                "Server",
                "Account suspended: billing payment overdue; update the "
                "payment method to resume service",
            ),
        ),
    )
    yield case(
        "zeep",
        "soap12-sender-validation",
        CLI,
        reply(
            500,
            _fault12("Sender", "InvalidQuantity", "quantity must be between 1 and 99"),
            "application/soap+xml",
        ),
    )
    yield case(
        "zeep",
        "soap12-receiver-unavailable",
        TRA,
        reply(
            503,
            _fault12("Receiver", "ServiceUnavailable", "Backend temporarily unavailable"),
            "application/soap+xml",
        ),
    )
    yield case(
        "zeep",
        "503-html-parsed-as-fault",
        TRA,
        reply(
            503,
            "<html><head><title>503 Service Unavailable</title></head><body>"
            "<h1>Service Unavailable</h1></body></html>",
            "text/html",
        ),
    )
    yield case(
        "zeep",
        "503-not-xml",
        TRA,
        reply(503, "<html><body>Service Unavailable<br></body></html>", "text/html"),
    )
    yield case("zeep", "502-not-xml", TRA, reply(502, "Bad Gateway", "text/plain"))
    yield case("zeep", "404-endpoint", CLI, reply(404, "Not Found", "text/plain"))
    yield case("zeep", "401-basic", CRED, reply(401, "Unauthorized", "text/plain"))
    yield case(
        "zeep",
        "413-envelope",
        CLI,
        reply(413, "Request Entity Too Large", "text/plain"),
    )
    yield case(
        "zeep",
        "200-garbage",
        (TRA, FAT),
        reply(200, "Service is under maintenance", "text/plain"),
    )
    yield case(
        "zeep",
        "missing-element",
        CLI,
        lambda: client().service.PlaceOrder(sku="A-1"),
    )
    yield case(
        "zeep",
        "unknown-argument",
        CLI,
        lambda: client().service.PlaceOrder(sku="A-1", qty=2),
    )
    yield case(
        "zeep",
        "unknown-operation",
        (CLI, FAT),
        lambda: client().service.CancelOrder(orderId="o-1"),
    )
    yield case(
        "zeep",
        "wsdl-file-missing",
        (CLI, FAT),
        lambda: zeep.Client(str(folder / "missing" / "orders.wsdl")),
    )
    yield case(
        "zeep",
        "refused",
        TRA,
        lambda: client(f"http://127.0.0.1:{closed_port()}").service.PlaceOrder("A-1", 2),
    )
    yield case(
        "zeep",
        "read-timeout",
        TRA,
        lambda: client(silent_url(), 0.5).service.PlaceOrder("A-1", 2),
    )


def pycurl_family() -> Iterator[Case]:
    import pycurl

    server = http()

    def get(url: str | None = None, fail: bool = True, **options: Any) -> Callable[[], Any]:
        def run() -> Any:
            curl = pycurl.Curl()
            curl.setopt(pycurl.URL, url or server.url + "/api/v1/items")
            curl.setopt(pycurl.WRITEDATA, io.BytesIO())
            curl.setopt(pycurl.FAILONERROR, fail)
            curl.setopt(pycurl.TIMEOUT_MS, 3000)
            for name, value in options.items():
                curl.setopt(getattr(pycurl, name), value)
            try:
                curl.perform()
            finally:
                curl.close()

        return run

    def status(code: int, body: str = "{}", **headers: str) -> Callable[[], Any]:
        def run() -> Any:
            server.set(code, body, **headers)
            return get()()

        return run

    labels: dict[int, Any] = {
        400: CLI,
        401: CRED,
        404: CLI,
        409: (CLI, BIZ),
        413: CLI,
        429: TRA,
        500: (TRA, FAT),
        503: TRA,
        504: TRA,
    }
    for code, accept in labels.items():
        yield case("pycurl", f"failonerror-{code}", accept, status(code))
    yield case("pycurl", "couldnt-connect", TRA, get(f"http://127.0.0.1:{closed_port()}/"))
    yield case("pycurl", "operation-timeout", TRA, get(silent_url(), TIMEOUT_MS=500))
    yield case(
        "pycurl",
        "resolve-bad-name",
        (TRA, CLI),
        get("http://" + "a" * 64 + ".example/"),
    )
    yield case("pycurl", "unsupported-protocol", CLI, get("gopherx://127.0.0.1/"))
    yield case("pycurl", "url-malformed-port", CLI, get("http://127.0.0.1:99999/"))
    yield case(
        "pycurl",
        "tls-to-plain-port",
        (CLI, FAT),
        get(_raw(b"HTTP/1.1 200 OK\r\n\r\n").replace("http:", "https:")),
    )
    yield case(
        "pycurl",
        "partial-file",
        TRA,
        get(_raw(b"HTTP/1.1 200 OK\r\nContent-Length: 100\r\n\r\nshort")),
    )
    yield case("pycurl", "empty-reply", TRA, get(_raw(b"")))
    yield case(
        "pycurl",
        "http09-garbage",
        (CLI, FAT),
        get(_raw(b"SSH-2.0-OpenSSH_9.6\r\n")),
    )
    yield case(
        "pycurl",
        "file-missing",
        CLI,
        get("file:///nonexistent/heldout10/report.csv"),
    )
    yield case(
        "pycurl",
        "max-filesize",
        CLI,
        get(
            _raw(b"HTTP/1.1 200 OK\r\nContent-Length: 5000000\r\n\r\n" + b"x" * 100),
            MAXFILESIZE=1000,
        ),
    )
    loop = _raw(b"HTTP/1.1 302 Found\r\nLocation: /again\r\nContent-Length: 0\r\n\r\n")
    yield case(
        "pycurl",
        "too-many-redirects",
        (CLI, FAT),
        get(loop, FOLLOWLOCATION=True, MAXREDIRS=3),
    )


FAMILIES = (zeep_family, pycurl_family)
