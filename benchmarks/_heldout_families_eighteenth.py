"""Held-out set 18, part 1: two SDKs and one CLI raising live against fake HTTP APIs.

* ovh 1.x (requests): one exception class per status (``ResourceNotFoundError``,
  ``BadParametersError``, ``ResourceConflictError``, ``ResourceExpiredError`` for OVH's own
  460, ``NotGrantedCall``/``InvalidKey``/``InvalidCredential`` for a 403 by ``errorCode``,
  ``APIError`` for the rest) whose message is the API's ``message`` only — often French, as
  OVH's API answers — with the response under ``response``; ``HTTPError`` for a dead socket.
* langsmith (requests): ``LangSmithNotFoundError``, ``LangSmithRateLimitError``,
  ``LangSmithAuthError``, ``LangSmithConflictError``, ``LangSmithAPIError`` and a plain
  ``LangSmithError`` whose message quotes requests' HTTPError (status inside the text only).
* the docker CLI (Go) against a fake Engine API: ``CalledProcessError`` whose stderr says
  ``Error response from daemon: <message>`` and never the status.

Written 2026-12-04 between 13:40 and 14:25 UTC by the helper ``heldout18``, built blind:
labelled from DESIGN.md §2 semantics and issue 23 only; ``classify()``, the decorator and any
observation were never run on these cases before the labels were committed, nor were the
classifier's rules, its tests or any earlier result read. None of these packages or commands
appears in sets 1-17, "gen", "dev10"-"dev15" or ``tests/``."""

from __future__ import annotations

import json
import subprocess
from collections.abc import Callable, Iterator
from typing import Any

from _heldout_cases import BIZ, CLI, FAT, TRA, Case, case
from _heldout_families_net import http
from _heldout_families_seventh import CRED
from _heldout_servers import closed_port

__all__ = ["FAMILIES"]


def ovh_family() -> Iterator[Case]:
    import ovh
    import ovh.client

    server = http()
    # The client only knows its named regions; a name for the local fake is added to the
    # public table it reads them from.
    ovh.client.ENDPOINTS["heldout-local"] = server.url
    ovh.client.ENDPOINTS["heldout-closed"] = f"http://127.0.0.1:{closed_port()}"

    def client(endpoint: str = "heldout-local") -> Any:
        return ovh.Client(endpoint=endpoint, application_key="ak-18",
            application_secret="as-18", consumer_key=None)  # fmt: skip

    def get(status: int, message: str, error_code: str = "", **headers: str) -> Callable[[], Any]:
        def run() -> Any:
            body: dict[str, Any] = {"message": message}
            if error_code:
                body["errorCode"] = error_code
            server.set(status, json.dumps(body), **headers)
            return client().get("/domain/zone/example.org/record", _need_auth=False)

        return run

    ov = "ovh-18"
    yield case(ov, "404-fr", (CLI, BIZ), get(404, "Cette zone n'existe pas"))
    yield case(ov, "404-en", (CLI, BIZ), get(404, "This service does not exist"))
    yield case(ov, "400-fr", CLI, get(400, "Le paramètre fieldType est invalide"))
    yield case(ov, "400-en", CLI, get(400, "Invalid signature"))
    yield case(ov, "409-fr", (CLI, BIZ), get(409, "Une tâche est déjà en cours sur ce domaine"))
    yield case(ov, "460-expired", (BIZ, FAT, CLI), get(460, "Le service a expiré"))
    yield case(ov, "403-not-granted", CRED, get(403, "This call has not been granted",
        "NOT_GRANTED_CALL"))  # fmt: skip
    yield case(ov, "403-invalid-key", CRED, get(403, "Invalid application key", "INVALID_KEY"))
    yield case(ov, "403-invalid-credential", CRED, get(403, "This credential is not valid",
        "INVALID_CREDENTIAL"))  # fmt: skip
    yield case(ov, "403-forbidden-fr", CRED, get(403, "Accès refusé", "FORBIDDEN"))
    yield case(ov, "401", CRED, get(401, "You must login first"))
    yield case(ov, "429-wait", TRA, get(429, "Trop de requêtes, réessayez plus tard",
        Retry_After="12"), retry_after=12)  # fmt: skip
    yield case(ov, "429-en", TRA, get(429, "Too many requests"))
    yield case(ov, "500-fr", (TRA, FAT), get(500, "Erreur interne du serveur"))
    yield case(ov, "502", TRA, get(502, "Bad gateway"))
    yield case(ov, "503-fr", TRA, get(503, "Service temporairement indisponible"))
    yield case(ov, "504", TRA, get(504, "Gateway Time-out"))
    # The account must settle a debt before ordering: a person must pay.
    yield case(ov, "402-debt-fr", (BIZ, FAT), get(402, "Votre compte présente un impayé, "
        "veuillez régler vos factures"))  # fmt: skip
    yield case(ov, "refused", TRA, lambda: client("heldout-closed").get("/me",
        _need_auth=False))  # fmt: skip

    def html(status: int) -> Callable[[], Any]:
        def run() -> Any:
            server.set(status, "<html><body><h1>Service Unavailable</h1></body></html>",
                Content_Type="text/html")  # fmt: skip
            return client().get("/me", _need_auth=False)

        return run

    # An HTML error page the JSON decoder rejects: the status is lost inside the SDK.
    yield case(ov, "503-html", (TRA, FAT), html(503))


def langsmith_family() -> Iterator[Case]:
    import langsmith
    from urllib3.util import Retry

    server = http()

    def client(url: str | None = None) -> Any:
        return langsmith.Client(api_url=url or server.url, api_key="lsv2-heldout-18",
            retry_config=Retry(total=0))  # fmt: skip

    def read(status: int, detail: str, call: str = "project", **headers: str) -> Callable[[], Any]:
        def run() -> Any:
            server.set(status, json.dumps({"detail": detail}), **headers)
            if call == "dataset":
                return client().read_dataset(dataset_name="golden-answers")
            if call == "create":
                return client().create_dataset("golden-answers")
            return client().read_project(project_name="agent-evals")

        return run

    ls = "langsmith-18"
    yield case(ls, "404-project", (CLI, BIZ), read(404, "Project not found"))
    yield case(ls, "404-dataset", (CLI, BIZ), read(404, "Dataset not found", "dataset"))
    yield case(ls, "401", CRED, read(401, "Invalid token"))
    yield case(ls, "403", CRED, read(403, "Forbidden: workspace access required"))
    yield case(ls, "409-create", (CLI, BIZ), read(409, "Dataset with this name already exists",
        "create"))  # fmt: skip
    yield case(ls, "400", CLI, read(400, "limit must be less than or equal to 100"))
    yield case(ls, "422", CLI, read(422, "field required: name", "create"))
    yield case(ls, "429-wait", TRA, read(429, "Rate limit exceeded", Retry_After="20"),
        retry_after=20)  # fmt: skip
    yield case(ls, "429-monthly", FAT, read(429, "Monthly unique traces usage limit exceeded"
        " for this organization"))  # fmt: skip
    yield case(ls, "500", (TRA, FAT), read(500, "Internal Server Error"))
    yield case(ls, "502", TRA, read(502, "Bad Gateway"))
    yield case(ls, "503", TRA, read(503, "Service Unavailable"))
    yield case(ls, "504", TRA, read(504, "Gateway Timeout"))
    yield case(ls, "408", TRA, read(408, "Request Timeout"))
    yield case(ls, "refused", TRA, lambda: client(f"http://127.0.0.1:{closed_port()}")
        .read_project(project_name="agent-evals"))  # fmt: skip
    yield case(ls, "bad-uuid", CLI, lambda: client().read_run("not-a-uuid"))


def docker_cli_family() -> Iterator[Case]:
    server = http()

    def docker(*args: str, host: str | None = None) -> Any:
        target = host or server.url.replace("http://", "tcp://")
        return subprocess.run(["docker", "-H", target, *args], check=True, capture_output=True,
            text=True, timeout=30)  # fmt: skip

    def daemon(status: int, message: str, *args: str) -> Callable[[], Any]:
        def run() -> Any:
            server.set(status, json.dumps({"message": message}), Api_Version="1.43")
            return docker(*args)

        return run

    dk = "docker-cli-18"
    yield case(dk, "no-such-container", CLI, daemon(404, "No such container: web-01", "stop",
        "web-01"))  # fmt: skip
    yield case(dk, "no-such-image", CLI, daemon(404, "No such image: acme/api:9.9", "rmi",
        "acme/api:9.9"))  # fmt: skip
    yield case(dk, "name-in-use", (CLI, BIZ), daemon(409, 'Conflict. The container name "/web"'
        ' is already in use by container "4f1c". You have to remove (or rename) that container'
        " to be able to reuse that name.", "rename", "api", "web"))  # fmt: skip
    yield case(dk, "image-in-use", (CLI, BIZ), daemon(409, "conflict: unable to remove "
        "repository reference \"acme/api:1\" (must force) - container 4f1c is using its "
        "referenced image 9a2b", "rmi", "acme/api:1"))  # fmt: skip
    yield case(dk, "not-running", (CLI, BIZ), daemon(409, "Container 4f1c is not running",
        "exec", "web-01", "ls"))  # fmt: skip
    yield case(dk, "pull-denied", CRED, daemon(404, "pull access denied for acme/private, "
        "repository does not exist or may require 'docker login'", "pull", "acme/private"))  # fmt: skip
    yield case(dk, "manifest-unknown", CLI, daemon(404, "manifest for acme/api:9.9 not found:"
        " manifest unknown: manifest unknown", "pull", "acme/api:9.9"))  # fmt: skip
    yield case(dk, "toomanyrequests", TRA, daemon(500, "toomanyrequests: You have reached your"
        " pull rate limit. You may increase the limit by authenticating and upgrading",
        "pull", "library/redis"))  # fmt: skip
    yield case(dk, "no-space", FAT, daemon(500, "write /var/lib/docker/tmp/GetImageBlob1: no "
        "space left on device", "pull", "library/postgres"))  # fmt: skip
    yield case(dk, "port-allocated", (TRA, CLI), daemon(500, "driver failed programming "
        "external connectivity on endpoint web: Bind for 0.0.0.0:8080 failed: port is already "
        "allocated", "start", "web"))  # fmt: skip
    yield case(dk, "registry-timeout", TRA, daemon(500, 'Get "https://registry.local/v2/": '
        "net/http: request canceled while waiting for connection (Client.Timeout exceeded "
        "while awaiting headers)", "pull", "registry.local/api"))  # fmt: skip
    yield case(dk, "daemon-busy", TRA, daemon(503, "the daemon is shutting down, try again "
        "later", "ps"))  # fmt: skip
    yield case(dk, "invalid-reference", CLI, lambda: docker("pull", "Acme/API:latest"))
    yield case(dk, "daemon-down", TRA, lambda: docker("ps", host=f"tcp://127.0.0.1:"
        f"{closed_port()}"))  # fmt: skip
    yield case(dk, "unknown-flag", CLI, lambda: docker("ps", "--colour"))


FAMILIES: tuple[Callable[[], Iterator[Case]], ...] = (
    ovh_family,
    langsmith_family,
    docker_cli_family,
)
