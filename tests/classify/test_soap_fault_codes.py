"""A SOAP fault code (1.1 Client/Server, 1.2 Sender/Receiver, the envelope faults) relayed in a
message, as any hand-written SOAP tool or client prints it: read as whose side the fault is on,
when nothing stronger in the message decides."""

from __future__ import annotations

import pytest

from toolretry import classify


class ServiceFault(Exception):
    """A SOAP tool's own error: the fault code and string it parsed from the envelope."""


@pytest.mark.parametrize(
    ("message", "category", "code"),
    [
        ("soap:Client: Element 'Order': Missing child element(s)", "client", "SOAP_CLIENT_FAULT"),
        ("SOAP-ENV:Client.Validation: xs:date expected", "client", "SOAP_CLIENT_FAULT"),
        ("s:Sender - siehe Detail 7 im Anhang", "client", "SOAP_CLIENT_FAULT"),
        ("{http://schemas.xmlsoap.org/soap/envelope/}Client: qty", "client", "SOAP_CLIENT_FAULT"),
        ("soapenv:Server: Une erreur s'est produite", "transient", "SOAP_SERVER_FAULT"),
        ("env:Receiver: 处理请求时出错", "transient", "SOAP_SERVER_FAULT"),
        ("fault soap12:Receiver.Backend", "transient", "SOAP_SERVER_FAULT"),
        ("soap:MustUnderstand: header 'Security' not understood", "fatal", "SOAP_PROTOCOL_FAULT"),
        ("SOAP-ENV:VersionMismatch: envelope namespace", "fatal", "SOAP_PROTOCOL_FAULT"),
    ],
)
def test_a_soap_fault_code_says_whose_side_the_fault_is_on(
    message: str, category: str, code: str
) -> None:
    """The namespace-qualified fault code decides when the words around it do not."""
    info = classify(ServiceFault(message))
    assert (info.category.value, info.code) == (category, code)


@pytest.mark.parametrize(
    "message",
    [
        "Server: nginx/1.25 answered",
        "the Client: refused",
        "Proxy-Client: 10.0.0.7",
        "lost the Server",
    ],
)
def test_the_words_client_and_server_alone_are_no_fault_code(message: str) -> None:
    """Without a namespace prefix (or with a space before it) the words are prose."""
    assert not classify(ServiceFault(message)).code.startswith("SOAP_")


def test_a_stronger_wording_beside_the_code_decides() -> None:
    """A Server fault saying the item is sold out is read by what it says, not by its side."""
    info = classify(ServiceFault("soap:Server: insufficient funds on account 7"))
    assert info.code != "SOAP_SERVER_FAULT"
