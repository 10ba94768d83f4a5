"""MQTT reason codes (5.0 section 2.4, 3.1.1 CONNACK return codes) read on any client's
exception that speaks MQTT: live paho-mqtt against a scripted broker on 127.0.0.1."""

from __future__ import annotations

import socket
import threading
from collections.abc import Iterator
from typing import Any

import paho.mqtt.client as mqtt
import pytest
from paho.mqtt.enums import CallbackAPIVersion, MQTTErrorCode
from paho.mqtt.packettypes import PacketTypes
from paho.mqtt.reasoncodes import ReasonCode

from toolretry import classify
from toolretry.classify._mqtt_codes import MQTT5_REASONS, MQTT311_CONNACK


class _Broker:
    """Answers every CONNECT with the CONNACK return or reason code it is told to send."""

    def __init__(self) -> None:
        self.code = 0
        self.v5 = True
        self._sock = socket.create_server(("127.0.0.1", 0))
        self.port = self._sock.getsockname()[1]
        threading.Thread(target=self._serve, daemon=True).start()

    def _serve(self) -> None:
        while True:
            try:
                conn, _ = self._sock.accept()
            except OSError:
                return
            with conn:
                conn.settimeout(5)
                try:
                    conn.recv(4096)  # the CONNECT packet, whatever it holds
                    reply = (
                        bytes([0x20, 3, 0, self.code, 0])
                        if self.v5
                        else bytes([0x20, 2, 0, self.code])
                    )
                    conn.sendall(reply)
                    conn.recv(4096)
                except OSError:
                    pass

    def close(self) -> None:
        self._sock.close()


@pytest.fixture(scope="module")
def broker() -> Iterator[_Broker]:
    server = _Broker()
    yield server
    server.close()


class MQTTConnectRefused(Exception):
    """A tool's own error for a refused CONNECT, keeping paho's reason code as it came."""

    def __init__(self, reason_code: Any) -> None:
        super().__init__(f"broker refused the session: {reason_code}")
        self.reason_code = reason_code


def _refusal(broker: _Broker, code: int, *, v5: bool) -> MQTTConnectRefused:
    """Connects with paho to ``broker`` told to answer ``code``; the refusal as a tool raises it."""
    broker.code, broker.v5 = code, v5
    got: list[Any] = []
    done = threading.Event()

    def on_connect(client: Any, userdata: Any, flags: Any, reason: Any, props: Any) -> None:
        got.append(reason)
        done.set()

    protocol = mqtt.MQTTv5 if v5 else mqtt.MQTTv311
    client = mqtt.Client(CallbackAPIVersion.VERSION2, protocol=protocol)
    client.on_connect = on_connect
    client.connect("127.0.0.1", broker.port, keepalive=5)
    client.loop_start()
    try:
        assert done.wait(10), "no CONNACK"
    finally:
        client.loop_stop()
        client.disconnect()
    return MQTTConnectRefused(got[0])


@pytest.mark.parametrize(
    ("code", "category", "wanted"),
    [
        (0x86, "client", "AUTHENTICATION_FAILED"),
        (0x87, "client", "PERMISSION_DENIED"),
        (0x8A, "fatal", "MQTT_BANNED"),
        (0x89, "transient", "MQTT_SERVER_BUSY"),
        (0x97, "fatal", "QUOTA_EXHAUSTED"),
        (0x9F, "transient", "THROTTLED"),
        (0x9D, "client", "MQTT_SERVER_MOVED"),
    ],
)
def test_a_v5_connack_reason_decides_over_the_connect_word(
    broker: _Broker, code: int, category: str, wanted: str
) -> None:
    """A v5 broker's CONNACK reason code, as paho hands it over, is the verdict."""
    info = classify(_refusal(broker, code, v5=True))
    assert (info.category.value, info.code) == (category, wanted)
    assert info.details["mqtt_reason_code"] == code


@pytest.mark.parametrize(
    ("code", "category"), [(2, "client"), (3, "transient"), (4, "client"), (5, "client")]
)
def test_a_v311_connack_return_code_is_read(broker: _Broker, code: int, category: str) -> None:
    """A 3.1.1 broker's return code, as paho maps it onto a reason code, decides too."""
    info = classify(_refusal(broker, code, v5=False))
    assert info.category.value == category


def _fresh(name: str, module: str, **attrs: Any) -> BaseException:
    exc = type(name, (Exception,), {"__module__": module})("refused")
    for key, value in attrs.items():
        setattr(exc, key, value)
    return exc


def test_a_plain_int_connack_code_on_a_connect_class_is_a_311_return_code() -> None:
    """An int 4 under ``rc`` on an MQTT connect class is 3.1.1's bad user name or password."""
    info = classify(_fresh("ConnackRefused", "somemqtt.errors", rc=4))
    assert (info.category.value, info.code) == ("client", "AUTHENTICATION_FAILED")


def test_a_small_code_on_an_mqtt_class_not_named_for_connecting_is_not_a_connack() -> None:
    """paho's client-side MQTT_ERR_NO_CONN (4) on a publish error is not "bad password"."""
    info = classify(_fresh("MqttPublishError", "pubtool", rc=MQTTErrorCode.MQTT_ERR_NO_CONN))
    assert info.code != "AUTHENTICATION_FAILED"


def test_a_reason_code_on_a_class_that_does_not_speak_mqtt_is_not_read() -> None:
    """A ``reason_code`` of 0x8A on an unrelated class says nothing of MQTT bans."""
    banned = ReasonCode(PacketTypes.CONNACK, identifier=0x8A)
    info = classify(_fresh("UploadError", "storage.client", reason_code=banned))
    assert info.code != "MQTT_BANNED"


def test_a_disconnect_reason_on_an_mqtt_session_error_is_read() -> None:
    """A DISCONNECT's reason (0x8B server shutting down) under ``reasonCode`` is transient."""
    reason = ReasonCode(PacketTypes.DISCONNECT, identifier=0x8B)
    info = classify(_fresh("MQTTSessionLost", "fleet.mqtt", reasonCode=reason))
    assert (info.category.value, info.code) == ("transient", "MQTT_SERVER_SHUTTING_DOWN")


def test_every_reason_row_is_a_failure_code_with_a_reason() -> None:
    """Rows cover only MQTT 5 failure codes (0x80-0xA2) and 3.1.1's five return codes."""
    assert all(0x80 <= code <= 0xA2 and row[2] for code, row in MQTT5_REASONS.items())
    assert sorted(MQTT311_CONNACK) == [1, 2, 3, 4, 5]
