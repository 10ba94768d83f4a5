"""Held-out set 24, part 3: a cloud SDK and an LLM SDK no earlier set used, on 127.0.0.1.

* Scaleway (``scaleway``/``scaleway-core``, requests): a ``ScalewayException`` dataclass whose
  only field is the ``response`` (status behind a ``status_code`` property) and whose
  ``str()`` is the raw body with Scaleway's ``type`` (``quotas_exceeded``, ``transient_state``,
  ``out_of_stock`` …); ``ValidationError`` for a "Validation Error" body; a non-JSON error body
  escapes as requests' ``JSONDecodeError`` (the SDK parses before it raises); missing or
  malformed keys are a ``ValueError`` before anything is sent; the SDK's waiter ends in a
  builtin ``TimeoutError``.
* Fireworks AI (``fireworks-ai``, a Stainless client): ``APIStatusError`` subclasses with
  ``status_code``, ``response`` and ``body``; ``APIConnectionError``/``APITimeoutError``.

Written 2026-12-05 from 00:15 UTC by the helper ``heldout24``, built blind (labels from
DESIGN.md §2 and issue 23 only, committed before any verdict was looked at)."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from typing import Any

from _heldout_cases import BIZ, CLI, FAT, TRA, Case, case
from _heldout_families_seventh import CRED
from _heldout_families_twentyfirst import silent_port
from _heldout_servers import HttpScript, closed_port

__all__ = ["FAMILIES"]

_PROJECT = "6170692e-7363-616c-6577-61792e636f6d"
_SERVER = "0e7d3b1c-94a5-4a3c-9d5e-2f1b0c8a7e24"


def scaleway_family() -> Iterator[Case]:
    import requests
    from scaleway import Client, WaitForOptions
    from scaleway.instance.v1 import InstanceV1API
    from scaleway_core.utils.waiter import wait_for_resource

    server = HttpScript()

    def api(url: str | None = None, access: str = "SCWHELDOUT24XXXXXXXX", zone: str = "fr-par-1"
            ) -> Any:  # fmt: skip
        client = Client(access_key=access, secret_key="3f1b2c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d",
            default_project_id=_PROJECT, default_region="fr-par", default_zone=zone,
            api_url=url or server.url)  # fmt: skip
        return InstanceV1API(client)

    def reply(status: int, body: Any, **headers: str) -> Callable[[], Any]:
        def run() -> Any:
            text = body if isinstance(body, str) else json.dumps(body)
            server.set(status, text, **headers)
            return api().server_action(server_id=_SERVER, action="poweron")

        return run

    def err(kind: str, message: str, **extra: Any) -> dict[str, Any]:
        return {"type": kind, "message": message, **extra}

    def wait_running() -> Any:
        server.set(200, json.dumps({"server": {"id": _SERVER, "name": "agent-box",
            "state": "starting", "zone": "fr-par-1"}}))  # fmt: skip
        # The SDK's own waiter, polling the server's state until it is running.
        return wait_for_resource(fetcher=lambda: requests.get(f"{server.url}/instance/v1/zones/"
            f"fr-par-1/servers/{_SERVER}", timeout=2).json()["server"], options=WaitForOptions(
            timeout=2.5, min_delay=1, max_delay=1, stop=lambda s: s["state"] == "running"),
            args={})  # fmt: skip

    sw = "scaleway-24"
    yield case(sw, "400-validation", CLI, reply(400, err("invalid_arguments", "Validation Error",
        fields={"action": ["value is not one of the allowed values"]})))  # fmt: skip
    yield case(sw, "401-denied", CRED, reply(401, err("denied_authentication", "authentication "
        "is denied", method="api_key", reason="invalid_argument")))  # fmt: skip
    yield case(sw, "403-permissions", CLI, reply(403, err("permissions_denied", "insufficient "
        "permissions", details=[{"resource": "instance", "action": "write"}])))  # fmt: skip
    yield case(sw, "404-server", (CLI, BIZ), reply(404, err("unknown_resource",
        '"instance_server" not found', resource="instance_server", resource_id=_SERVER)))  # fmt: skip
    # The server is still changing state: the same action succeeds once it has settled.
    yield case(sw, "409-transient-state", (TRA, CLI), reply(409, err("transient_state",
        "resource is in a transient state", resource="instance_server",
        current_state="starting")))  # fmt: skip
    yield case(sw, "412-precondition", CLI, reply(412, err("precondition_failed", "server "
        "should be stopped to perform this action", precondition="resource_still_in_use")))  # fmt: skip
    yield case(sw, "403-quotas", (FAT, CLI), reply(403, err("quotas_exceeded", "quota(s) "
        "exceeded for this resource", details=[{"resource": "instances_dev1_s_servers_count",
        "quota": 2, "current": 2}])))  # fmt: skip
    # No capacity left for that type in the zone: later, or another type or zone.
    yield case(sw, "400-out-of-stock", (TRA, CLI), reply(400, err("out_of_stock", "server type "
        "DEV1-S is out of stock", resource="instance_server")))  # fmt: skip
    yield case(sw, "429-retry-after", TRA, reply(429, err("too_many_requests", "too many "
        "requests"), Retry_After="5"), retry_after=5)  # fmt: skip
    yield case(sw, "500-internal", (TRA, FAT), reply(500, err("internal_error", "internal "
        "error")))  # fmt: skip
    yield case(sw, "503-retry-later", TRA, reply(503, {"message": "service unavailable, please "
        "retry later"}))  # fmt: skip
    # The SDK parses the HTML body before looking at the 503: only the decode error escapes.
    yield case(sw, "503-html-decode", (TRA, FAT), reply(503, "<html><body><h1>503 Service "
        "Unavailable</h1></body></html>", Content_Type="text/html"))  # fmt: skip
    yield case(sw, "wait-for-state-timeout", TRA, wait_running)
    yield case(sw, "malformed-access-key", CRED, lambda: api(access="not-a-key"))
    yield case(sw, "invalid-zone", CLI, lambda: api(zone="paris-1"))
    yield case(sw, "refused-connection", TRA, lambda: api(f"http://127.0.0.1:"
        f"{closed_port()}").get_server(server_id=_SERVER))  # fmt: skip


def fireworks_family() -> Iterator[Case]:
    import fireworks

    server = HttpScript()

    def complete(url: str | None = None, timeout: float = 3) -> Any:
        client = fireworks.Fireworks(api_key="fw_3ZheldoutTwentyFour", base_url=url or
            server.url, max_retries=0, timeout=timeout)  # fmt: skip
        return client.chat.completions.create(model="accounts/fireworks/models/llama-v3p1-8b-"
            "instruct", messages=[{"role": "user", "content": "Summarize the ticket."}])  # fmt: skip

    def reply(status: int, body: Any, **headers: str) -> Callable[[], Any]:
        def run() -> Any:
            text = body if isinstance(body, str) else json.dumps(body)
            server.set(status, text, **headers)
            return complete()

        return run

    def err(message: str, kind: str, code: str | None = None) -> dict[str, Any]:
        return {"error": {"object": "error", "type": kind, "code": code, "message": message}}

    fw = "fireworks-24"
    yield case(fw, "400-context-length", CLI, reply(400, err("The prompt is too long: 140213 "
        "tokens, maximum context length is 131072", "invalid_request_error")))  # fmt: skip
    yield case(fw, "401-invalid-key", CRED, reply(401, err("The API key you provided is "
        "invalid.", "authentication_error", "UNAUTHENTICATED")))  # fmt: skip
    yield case(fw, "403-model-access", CLI, reply(403, err("Account does not have access to "
        "this model", "permission_error")))  # fmt: skip
    yield case(fw, "404-model", CLI, reply(404, err("Model not found, inaccessible, and/or not "
        "deployed", "not_found_error", "NOT_FOUND")))  # fmt: skip
    yield case(fw, "422-bad-param", CLI, reply(422, err("temperature must be between 0 and 2",
        "invalid_request_error")))  # fmt: skip
    yield case(fw, "429-retry-after", TRA, reply(429, err("Request rate limit exceeded, please "
        "try again later", "rate_limit_error"), Retry_After="6"), retry_after=6)  # fmt: skip
    yield case(fw, "429-spend-limit", FAT, reply(429, err("You have reached your monthly "
        "spending limit. Increase it in your account settings to continue.", "billing_error",
        "spend_limit_reached")))  # fmt: skip
    yield case(fw, "412-suspended", FAT, reply(412, err("Account suspended: your account has "
        "unpaid invoices. Please update your payment method.", "billing_error")))  # fmt: skip
    yield case(fw, "500-internal", (TRA, FAT), reply(500, err("Internal server error",
        "internal_error")))  # fmt: skip
    yield case(fw, "503-overloaded", TRA, reply(503, err("The model is currently overloaded. "
        "Please retry.", "service_unavailable")))  # fmt: skip
    yield case(fw, "504-plain", TRA, reply(504, "upstream request timeout",
        Content_Type="text/plain"))  # fmt: skip
    yield case(fw, "refused-connection", TRA, lambda: complete(f"http://127.0.0.1:"
        f"{closed_port()}"))  # fmt: skip
    yield case(fw, "read-timeout", TRA, lambda: complete(f"http://127.0.0.1:{silent_port()}", 1))


FAMILIES: tuple[Callable[[], Iterator[Case]], ...] = (
    scaleway_family,
    fireworks_family,
)
