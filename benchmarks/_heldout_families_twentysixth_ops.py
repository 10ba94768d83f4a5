"""Held-out set 26, part 2: an observability API and a speech-to-text SDK no earlier set used.

* Datadog (``datadog-api-client`` 2, OpenAPI-generated): ``ApiException`` (and its
  ``NotFoundException``/``UnauthorizedException``/``ForbiddenException``/``ServiceException``
  subclasses) carrying ``status``, ``reason``, ``body`` (``{"errors": [...]}``) and ``headers``;
  Datadog's rate limit is told by ``X-RateLimit-Limit/Period/Remaining/Reset`` where Reset is
  the seconds until the window resets. urllib3's transport errors escape raw.
* AssemblyAI (``assemblyai`` 1.8 over httpx): ``TranscriptError`` with only ``status_code`` and
  the body's ``error`` text (headers are not kept); httpx's own transport errors; and a tool
  that raises ``RuntimeError`` with the ``error`` of a transcript the service finished with
  status ``error`` (the HTTP call itself succeeded).

Written 2026-12-05 from 03:14 UTC by the helper ``heldout26``, built blind (labels from
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


def datadog_family() -> Iterator[Case]:
    from datadog_api_client import ApiClient, Configuration
    from datadog_api_client.v1.api.events_api import EventsApi
    from datadog_api_client.v1.api.monitors_api import MonitorsApi
    from datadog_api_client.v1.model.event_create_request import EventCreateRequest

    server = HttpScript()

    def api(url: str | None = None) -> Any:
        conf = Configuration(host=url or server.url)
        conf.api_key["apiKeyAuth"] = "dd-api-heldout26"
        conf.api_key["appKeyAuth"] = "dd-app-heldout26"
        return ApiClient(conf)

    def get_monitor(url: str | None = None) -> Any:
        with api(url) as client:
            return MonitorsApi(client).get_monitor(12345)

    def post_event() -> Any:
        with api() as client:
            return EventsApi(client).create_event(EventCreateRequest(title="deploy 26",
                text="heldout26 deployed"))  # fmt: skip

    def reply(status: int, errors: list[str] | str, action: Callable[[], Any] = get_monitor,
        **headers: str) -> Callable[[], Any]:  # fmt: skip
        body = errors if isinstance(errors, str) else json.dumps({"errors": errors})

        def run() -> Any:
            server.set(status, body, **headers)
            return action()

        return run

    dd = "datadog-26"
    yield case(dd, "404-monitor", (CLI, BIZ), reply(404, ["Monitor not found"]))
    yield case(dd, "403-forbidden", CRED, reply(403, ["Forbidden"]))
    yield case(dd, "401-unauthorized", CRED, reply(401, ["Unauthorized"]))
    yield case(dd, "400-bad-request", CLI, reply(400, ["Event too far in the past: "
        "date_happened must be within the last 18 hours"], post_event))  # fmt: skip
    yield case(dd, "413-payload", CLI, reply(413, ["Payload too large"], post_event))
    yield case(dd, "409-conflict", (CLI, BIZ), reply(409, ["The monitor is referenced by a SLO and "
        "cannot be modified"]))  # fmt: skip
    # X-RateLimit-Reset is the number of seconds until the window resets (Datadog's documented
    # meaning, and the value is far too small for an epoch).
    yield case(dd, "429-rate-limit", TRA, reply(429, ["Rate limit of 1000 requests per 60 "
        "seconds reached. Please try again later."], X_RateLimit_Limit="1000",
        X_RateLimit_Period="60", X_RateLimit_Remaining="0", X_RateLimit_Reset="13"),
        retry_after=13)  # fmt: skip
    yield case(dd, "429-events-limit", TRA, reply(429, ["Too many requests"], post_event,
        X_RateLimit_Limit="500", X_RateLimit_Period="10", X_RateLimit_Remaining="0",
        X_RateLimit_Reset="4"), retry_after=4)  # fmt: skip
    # A plan limit on custom metrics is not a passing rate limit.
    yield case(dd, "403-plan-limit", (FAT, CLI), reply(403, ["Your organization has reached "
        "the maximum number of monitors allowed by your plan. Contact your account "
        "representative to increase the limit."]))  # fmt: skip
    yield case(dd, "500-internal", (TRA, FAT), reply(500, ["Internal Server Error"]))
    yield case(dd, "502-html", TRA, reply(502, "<html><body><h1>502 Bad Gateway</h1>"
        "</body></html>", Content_Type="text/html"))  # fmt: skip
    yield case(dd, "503-unavailable", TRA, reply(503, ["Service Unavailable: the intake is "
        "temporarily unavailable, please retry"], post_event))  # fmt: skip
    yield case(dd, "504-timeout", TRA, reply(504, ["Gateway Timeout"]))
    yield case(dd, "refused-connection", TRA, lambda: get_monitor(f"http://127.0.0.1:"
        f"{closed_port()}"))  # fmt: skip
    yield case(dd, "422-unprocessable", CLI, reply(422, ["The value provided for parameter "
        "'query' is invalid: unknown metric 'sytem.cpu.user'"]))  # fmt: skip


def assemblyai_family() -> Iterator[Case]:
    import assemblyai as aai

    server = HttpScript()

    def use(url: str | None = None, timeout: float = 3) -> None:
        aai.settings.base_url = url or server.url
        aai.settings.api_key = "aai-heldout26"
        aai.settings.http_timeout = timeout

    def get(url: str | None = None, timeout: float = 3) -> Any:
        use(url, timeout)
        return aai.Transcript.get_by_id("6nfs2ar4bs-heldout26")

    def upload() -> Any:
        use()
        return aai.Transcriber().transcribe(b"RIFF\x24\x00\x00\x00WAVEfmt ")

    def reply(status: int, error: str, action: Callable[[], Any] = get,
        **headers: str) -> Callable[[], Any]:  # fmt: skip
        def run() -> Any:
            server.set(status, json.dumps({"error": error}), **headers)
            return action()

        return run

    def finished_with(error: str) -> Callable[[], Any]:
        """A tool that fetches a transcript and raises the error the service finished with."""

        def run() -> Any:
            server.set(200, json.dumps({"id": "6nfs2ar4bs-heldout26", "status": "error",
                "audio_url": "https://cdn.example.com/calls/0426.mp3", "error": error}))  # fmt: skip
            transcript = get()
            if transcript.status == aai.TranscriptStatus.error:
                raise RuntimeError(f"transcription failed: {transcript.error}")
            return transcript.text

        return run

    aa = "assemblyai-26"
    yield case(aa, "404-transcript", (CLI, BIZ), reply(404, "Transcript not found"))
    yield case(aa, "401-invalid-key", CRED, reply(401, "Invalid API key"))
    yield case(aa, "400-bad-id", CLI, reply(400, "Invalid transcript id format"))
    # The account has no credit left: a person must add funds.
    yield case(aa, "402-no-balance", (FAT, BIZ), reply(402, "Your account balance is "
        "insufficient. Please add funds to continue."))  # fmt: skip
    # The 429 is read from the status; this client keeps no headers, so no wait is carried.
    yield case(aa, "429-concurrency", TRA, reply(429, "Too many concurrent requests",
        Retry_After="7"))  # fmt: skip
    yield case(aa, "429-upload", TRA, reply(429, "Too many requests, please slow down",
        upload))  # fmt: skip
    yield case(aa, "413-upload-too-large", CLI, reply(413, "File too large. The maximum "
        "upload size is 2.2 GB.", upload))  # fmt: skip
    yield case(aa, "500-upload", (TRA, FAT), reply(500, "Internal server error", upload))
    yield case(aa, "503-get", TRA, reply(503, "Service temporarily unavailable, please try "
        "again later"))  # fmt: skip
    yield case(aa, "refused-connection", TRA, lambda: get(f"http://127.0.0.1:{closed_port()}"))
    yield case(aa, "read-timeout", TRA, lambda: get(f"http://127.0.0.1:{silent_port()}",
        timeout=1))  # fmt: skip
    # The service processed the request and says the audio URL (an argument) is unusable.
    yield case(aa, "job-download-error", CLI, finished_with("Download error, unable to "
        "download https://cdn.example.com/calls/0426.mp3. Please make sure the file exists and "
        "is accessible from the internet."))  # fmt: skip
    yield case(aa, "job-no-audio", CLI, finished_with("File does not appear to contain audio. "
        "File type is text/html (HTML document, ASCII text)."))  # fmt: skip
    yield case(aa, "job-too-short", (CLI, BIZ), finished_with("Audio duration is too short."))
    yield case(aa, "job-language", CLI, finished_with("The language_code 'xx' is not "
        "supported for the selected speech model."))  # fmt: skip
    yield case(aa, "job-internal", (TRA, FAT), finished_with("An internal server error "
        "occurred while processing your request. Please try again."))  # fmt: skip


FAMILIES: tuple[Callable[[], Iterator[Case]], ...] = (
    datadog_family,
    assemblyai_family,
)
