"""Held-out set 17, part 1: four ops SDKs raising live against a fake HTTP API on 127.0.0.1.

* python-jenkins 1.8 (requests): one ``JenkinsException`` class for everything; the status
  sits in the message (``"Error in request. Possibly authentication failed [403]: ..."``) or
  nowhere (``"job[x] does not exist"`` raised while handling the requests ``HTTPError``).
* pdpyras 5.4 (PagerDuty, requests): ``PDHTTPError`` with ``response``; a message naming the
  status; its own 429 loop bounded to one retry.
* python-nomad 2.1 (requests): one class per status family (``BadRequestNomadException``,
  ``URLNotAuthorizedNomadException``, ``URLNotFoundNomadException``, ``BaseNomadException``)
  whose response sits under ``nomad_resp``; ``TimeoutNomadException`` for transport failures.
* python-digitalocean 1.17 (requests): ``NotFoundError`` with an empty message and
  ``DataReadError`` carrying only the API's ``message`` sentence: no status, no response.

Written 2026-12-04 between 13:17 and 14:10 UTC by the helper ``heldout17``, built blind:
labelled from DESIGN.md §2 semantics and issue 23 only; ``classify()``, the decorator and any
observation were never run on these cases before the labels were committed, nor were the
classifier's rules, its tests or any earlier result read. None of these packages appears in
sets 1-16, "gen", "dev10"-"dev15" or ``tests/``."""

from __future__ import annotations

import json
import logging
from collections.abc import Callable, Iterator
from typing import Any

from _heldout_cases import BIZ, CLI, FAT, TRA, Case, case
from _heldout_families_fifteenth import dropping_url
from _heldout_families_net import http
from _heldout_families_seventh import CRED, silent_url
from _heldout_servers import closed_port

__all__ = ["FAMILIES"]


def _text(body: Any) -> str:
    return body if isinstance(body, str) else json.dumps(body)


def jenkins_family() -> Iterator[Case]:
    import jenkins

    server = http()

    def api(url: str | None = None) -> Any:
        return jenkins.Jenkins(url or server.url, username="ci-bot", password="11a7heldout",
            timeout=1)  # fmt: skip

    def whoami(status: int, body: str, **headers: str) -> Callable[[], Any]:
        def run() -> Any:
            server.set(status, body, Content_Type="text/html", **headers)
            return api().get_whoami()

        return run

    def job(status: int, body: str, **headers: str) -> Callable[[], Any]:
        def run() -> Any:
            server.set(status, body, **headers)
            return api().get_job_info("build-api")

        return run

    def build(status: int, body: str) -> Callable[[], Any]:
        def run() -> Any:
            server.set(status, body, Content_Type="text/html")
            return api().build_job("deploy-prod", {"REF": "v2.3.1"})

        return run

    je = "jenkins-17"
    yield case(je, "whoami-401", CRED, whoami(401, "<html>Invalid password/token</html>"))
    yield case(je, "whoami-403", CRED, whoami(403, "<html>ci-bot is missing the Overall/Read "
        "permission</html>"))  # fmt: skip
    yield case(je, "whoami-404", (CLI, BIZ), whoami(404, "<html>Not Found</html>"))
    yield case(je, "whoami-500", (TRA, FAT), whoami(500, "<html>java.lang.NullPointerException"
        "</html>"))  # fmt: skip
    yield case(je, "whoami-502", TRA, whoami(502, "<html>502 Bad Gateway</html>"))
    # Jenkins answers 503 while it restarts or loads its plugins.
    yield case(je, "whoami-503-starting", TRA, whoami(503, "<html>Jenkins is getting ready to "
        "work ...</html>"))  # fmt: skip
    yield case(je, "whoami-504", TRA, whoami(504, "<html>Gateway Timeout</html>"))
    yield case(je, "whoami-429", TRA, whoami(429, "<html>Too Many Requests</html>"))
    yield case(je, "job-404", (CLI, BIZ), job(404, "<html>Not Found</html>"))
    # The library turns every HTTPError into "does not exist"; the 503 is only in the context.
    yield case(je, "job-503-said-missing", (TRA, CLI), job(503, "<html>Service Unavailable"
        "</html>", Content_Type="text/html"))  # fmt: skip
    # A 200 that is not JSON (a login page from a proxy): the answer cannot be used.
    yield case(je, "job-not-json", (FAT, TRA), job(200, "<html>Please sign in</html>",
        Content_Type="text/html"))  # fmt: skip
    yield case(je, "build-400", CLI, build(400, "<html>Nothing is submitted</html>"))
    yield case(je, "build-403-crumb", CRED, build(403, "<html>No valid crumb was included in "
        "the request</html>"))  # fmt: skip
    yield case(je, "build-405", CLI, build(405, "<html>Method Not Allowed</html>"))
    yield case(je, "build-500", (TRA, FAT), build(500, "<html>Oops!</html>"))
    yield case(je, "refused", TRA, lambda: api(f"http://127.0.0.1:{closed_port()}")
        .get_whoami())  # fmt: skip
    yield case(je, "read-timeout", TRA, lambda: api(silent_url()).get_whoami())
    yield case(je, "dropped", TRA, lambda: api(dropping_url()).get_whoami())


def pagerduty_family() -> Iterator[Case]:
    import pdpyras

    logging.getLogger("pdpyras").setLevel(logging.CRITICAL)
    server = http()

    def session(url: str | None = None) -> Any:
        api = pdpyras.APISession("u+heldoutPDkey0123")
        api.url = url or server.url
        api.retry[429] = 1  # one of its own retries, then the 429 reaches the caller
        api.sleep_timer = 0.01
        api.max_network_attempts = 0
        api.timeout = 1
        return api

    def get(status: int, body: Any, **headers: str) -> Callable[[], Any]:
        def run() -> Any:
            server.set(status, _text(body), **headers)
            return session().rget("/incidents/PT4KHLK")

        return run

    def post(status: int, body: Any, **headers: str) -> Callable[[], Any]:
        def run() -> Any:
            server.set(status, _text(body), **headers)
            return session().rpost("/incidents", json={"incident": {"type": "incident",
                "title": "disk full on db-3", "service": {"id": "PWIXJZS",
                "type": "service_reference"}}})  # fmt: skip

        return run

    def error(message: str, code: int, *errors: str) -> dict[str, Any]:
        return {"error": {"message": message, "code": code, "errors": list(errors)}}

    pd = "pagerduty-17"
    yield case(pd, "400-invalid", CLI, post(400, error("Invalid Input Provided", 2001,
        "Service is required")))  # fmt: skip
    yield case(pd, "401", CRED, get(401, error("Unauthorized", 2006)))
    # A feature the account's plan does not include: payment required.
    yield case(pd, "402-plan", (BIZ, FAT), post(402, error("Payment Required", 2012,
        "Your account does not have the abilities to perform the action")))  # fmt: skip
    yield case(pd, "403", CRED, get(403, error("Access Denied", 2010)))
    yield case(pd, "404", (CLI, BIZ), get(404, error("Not Found", 2100)))
    yield case(pd, "409-open", (CLI, BIZ), post(409, error("Conflict", 2001, "Open incident "
        "with matching dedup key already exists on this service")))  # fmt: skip
    yield case(pd, "429-wait", TRA, get(429, error("Rate Limit Exceeded", 2020),
        Retry_After="12"), retry_after=12)  # fmt: skip
    yield case(pd, "429-bare", TRA, get(429, error("Rate Limit Exceeded", 2020)))
    # The IETF RateLimit headers (a delta in seconds), as PagerDuty sends them, no Retry-After.
    yield case(pd, "429-ratelimit-reset", TRA, get(429, error("Rate Limit Exceeded", 2020),
        RateLimit_Limit="960", RateLimit_Remaining="0", RateLimit_Reset="30"),
        retry_after=30)  # fmt: skip
    yield case(pd, "500", (TRA, FAT), get(500, error("Internal Server Error", 2000)))
    yield case(pd, "502-html", TRA, get(502, "<html><h1>502 Bad Gateway</h1></html>",
        Content_Type="text/html"))  # fmt: skip
    yield case(pd, "503", TRA, get(503, error("Service Unavailable", 2000)))
    yield case(pd, "503-wait", TRA, get(503, error("Service Unavailable", 2000),
        Retry_After="20"), retry_after=20)  # fmt: skip
    yield case(pd, "504", TRA, get(504, "upstream request timeout", Content_Type="text/plain"))
    # A 200 whose body is not the JSON the wrapper unpacks.
    yield case(pd, "200-not-json", (FAT, TRA), get(200, "<html>maintenance</html>",
        Content_Type="text/html"))  # fmt: skip
    yield case(pd, "refused", TRA, lambda: session(f"http://127.0.0.1:{closed_port()}")
        .rget("/incidents/PT4KHLK"))  # fmt: skip
    yield case(pd, "read-timeout", TRA, lambda: session(silent_url()).rget("/users/PXPGF42"))


def nomad_family() -> Iterator[Case]:
    import nomad

    server = http()

    def api(port: int | None = None, timeout: float = 1) -> Any:
        target = port or int(server.url.rsplit(":", 1)[1])
        return nomad.Nomad(host="127.0.0.1", port=target, timeout=timeout, token="nomad-acl-0")

    def get(status: int, body: str, **headers: str) -> Callable[[], Any]:
        def run() -> Any:
            server.set(status, body, Content_Type="text/plain", **headers)
            return api().job.get_job("web-frontend")

        return run

    def register(status: int, body: str) -> Callable[[], Any]:
        def run() -> Any:
            server.set(status, body, Content_Type="text/plain")
            return api().jobs.register_job({"Job": {"ID": "web", "TaskGroups": []}})

        return run

    no = "nomad-17"
    yield case(no, "400-validation", CLI, register(400, "1 error occurred:\n\t* Job must have "
        "at least one task group\n"))  # fmt: skip
    yield case(no, "400-hcl", CLI, register(400, "Failed to parse job: invalid character 'j'"))
    yield case(no, "403-acl", CRED, get(403, "Permission denied"))
    yield case(no, "404-job", (CLI, BIZ), get(404, "job not found"))
    yield case(no, "409-index", (TRA, CLI, BIZ), register(409, "job modify index 41 does not "
        "match the current index 43"))  # fmt: skip
    yield case(no, "413", CLI, register(413, "request body too large"))
    yield case(no, "429-wait", TRA, get(429, "rate limit exceeded", Retry_After="3"),
        retry_after=3)  # fmt: skip
    # The cluster lost its leader (an election is under way): it comes back by itself.
    yield case(no, "500-no-leader", (TRA, FAT), get(500, "No cluster leader"))
    yield case(no, "500-rpc", (TRA, FAT), get(500, "rpc error: rpc error: failed to get conn: "
        "dial tcp 10.0.3.4:4647: connect: connection refused"))  # fmt: skip
    yield case(no, "501", FAT, get(501, "Nomad Enterprise only endpoint"))
    yield case(no, "503", TRA, get(503, "Service Unavailable"))
    yield case(no, "503-wait", TRA, get(503, "Service Unavailable", Retry_After="5"),
        retry_after=5)  # fmt: skip
    # Nomad's quota stanza (a namespace's resource quota) is spent: an operator must raise it.
    yield case(no, "400-quota", (FAT, CLI), register(400, "1 error occurred:\n\t* quota "
        "\"default-quota\" exhausted: memory exhausted (2048 MB > 1024 MB limit)\n"))  # fmt: skip
    yield case(no, "refused", TRA, lambda: api(closed_port()).job.get_job("web-frontend"))
    yield case(no, "read-timeout", TRA, lambda: api(int(silent_url().rsplit(":", 1)[1]))
        .job.get_job("web-frontend"))  # fmt: skip


def digitalocean_family() -> Iterator[Case]:
    import digitalocean

    server = http()

    def droplet(status: int, message: str | None, **headers: str) -> Callable[[], Any]:
        def run() -> Any:
            body = {"id": "error", "message": message} if message is not None else {}
            server.set(status, json.dumps(body), **headers)
            return digitalocean.Droplet(token="dop_v1_heldout", id=31337,
                end_point=server.url + "/v2/").load()  # fmt: skip

        return run

    do = "digitalocean-17"
    yield case(do, "401", CRED, droplet(401, "Unable to authenticate you."))
    yield case(do, "403", CRED, droplet(403, "You do not have access for the attempted "
        "action."))  # fmt: skip
    # A NotFoundError with an empty message: the class name is the only fact.
    yield case(do, "404-empty", (CLI, BIZ), droplet(404, None))
    yield case(do, "422-name", CLI, droplet(422, "Name is already in use."))
    yield case(do, "422-size", CLI, droplet(422, "You specified an invalid size for Droplet "
        "creation."))  # fmt: skip
    yield case(do, "429", TRA, droplet(429, "API Rate limit exceeded."))
    # The account's droplet limit: a person must raise it with support.
    yield case(do, "422-limit", (FAT, BIZ, CLI), droplet(422, "You have reached the droplet "
        "limit for your account. Please contact support to increase your limit."))  # fmt: skip
    yield case(do, "500", (TRA, FAT), droplet(500, "Server was unable to give you a response."))
    yield case(do, "503", TRA, droplet(503, "The service is temporarily unavailable, please "
        "try again later."))  # fmt: skip
    yield case(do, "423-locked", (TRA, CLI), droplet(423, "The droplet is currently locked by "
        "another event, please try again in a moment."))  # fmt: skip


FAMILIES: tuple[Callable[[], Iterator[Case]], ...] = (
    jenkins_family,
    pagerduty_family,
    nomad_family,
    digitalocean_family,
)
