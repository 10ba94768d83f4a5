"""Nothing secret leaves through instrumentation: span names, attributes and events, metric
attributes, Prometheus labels, log extras, structlog events and stats, all backends on."""

from __future__ import annotations

import io
import json
import logging
from collections.abc import Iterator

import pytest
import structlog
from otel_prom_backends import Otel, Scrape

import toolretry
from toolretry import Backoff, ClientError, TransientError, smart_retry_with_observation
from toolretry.instrumentation import enable_stats, enable_structlog
from toolretry.instrumentation._hub import tool_call_id_var

SECRETS = [
    "sk-proj-" + "Zq8xYb3Kd9LmN2pQr5StUv7WxYz1A4bC6dE8fG0h",
    "ghp_" + "A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8",
    "AKIA" + "IOSFODNN7QWERTYU",
    "xoxb-" + "123456789012-1234567890123-AbCdEfGhIjKlMnOpQrStUvWx",
]


def _secret_part(secret: str) -> str:
    """The part that must never show (a redacted token may keep its vendor prefix)."""
    return secret[-16:]


@pytest.fixture
def everything(otel: Otel, prometheus: Scrape) -> Iterator[tuple[Otel, Scrape, io.StringIO]]:
    """Every backend on at once; the third item collects stdlib log lines and structlog."""
    stream = io.StringIO()
    enable_stats()
    enable_structlog(
        structlog.wrap_logger(
            structlog.PrintLogger(stream), processors=[structlog.processors.JSONRenderer()]
        )
    )

    class AllExtras(logging.Formatter):
        def format(self, record: logging.LogRecord) -> str:
            return json.dumps({k: str(v) for k, v in vars(record).items()})

    handler = logging.StreamHandler(stream)
    handler.setFormatter(AllExtras())
    logger = logging.getLogger("toolretry")
    previous = logger.level
    logger.addHandler(handler)
    logger.setLevel(logging.DEBUG)
    try:
        yield otel, prometheus, stream
    finally:
        logger.removeHandler(handler)
        logger.setLevel(previous)


def _exported_text(otel: Otel, prometheus: Scrape, stream: io.StringIO) -> str:
    parts = [stream.getvalue(), toolretry.stats().to_json(), str(toolretry.stats())]
    for span in otel.finished():
        parts += [span.name, json.dumps(dict(span.attributes or {})), str(span.status)]
        parts += [json.dumps(dict(e.attributes or {})) + e.name for e in span.events]
    data = otel.reader.get_metrics_data()
    for resource in data.resource_metrics if data else ():
        for scope in resource.scope_metrics:
            for metric in scope.metrics:
                parts += [json.dumps(dict(p.attributes)) for p in metric.data.data_points]
    parts += [json.dumps(s.labels) for s in prometheus.samples()]
    return "\n".join(parts)


@pytest.mark.parametrize("secret", SECRETS)
def test_secrets_in_arguments_and_messages_never_leave(
    everything: tuple[Otel, Scrape, io.StringIO], secret: str
) -> None:
    """A secret in the arguments, the error message and a tool's own code stays inside."""
    otel, prometheus, stream = everything

    @smart_retry_with_observation(backoff=Backoff(base=0.0), max_retries=1)
    def call_api(api_key: str, query: str) -> str:
        if query == "transient":
            raise TransientError(f"upstream rejected key {api_key}")
        raise ClientError(f"bad token {api_key}", code=f"BAD_{api_key}")

    call_api(secret, "transient")
    call_api(api_key=secret, query="client")
    text = _exported_text(otel, prometheus, stream)
    assert "call_api" in text  # The channels were really read.
    assert "toolretry.attempt_failed" in text
    assert _secret_part(secret) not in text


@pytest.mark.parametrize("secret", SECRETS[:2])
def test_a_secret_in_a_tool_name_or_call_id_is_redacted(
    everything: tuple[Otel, Scrape, io.StringIO], secret: str
) -> None:
    """Even the tool's name and the adapter's tool-call id go through the redaction policy."""
    otel, prometheus, stream = everything

    @smart_retry_with_observation(name=f"tool_{secret}", backoff=Backoff(base=0.0))
    def tool(n: list[int]) -> str:
        n.append(1)
        if len(n) == 1:
            raise ConnectionResetError(104, "reset")
        return "ok"

    token = tool_call_id_var.set(f"call {secret}")
    try:
        tool([])
    finally:
        tool_call_id_var.reset(token)
    text = _exported_text(otel, prometheus, stream)
    assert "execute_tool tool_" in text
    assert _secret_part(secret) not in text
