"""Held-out set 16, part 1: five HTTP SDKs raising live against a fake API on 127.0.0.1.

* python-gitlab 8.6 (requests): ``GitlabGetError``/``GitlabCreateError``/... whose status sits
  under ``response_code`` with the raw body under ``response_body`` and a message
  ``"<status>: <message>"``; no response object, no headers.
* spotipy 2.26 (requests): ``SpotifyException`` with ``http_status``, a ``code`` that is -1
  unless the body names one, ``msg`` and the response ``headers`` as a dict.
* prawcore 4.0 (requests, Reddit's transport): one ``ResponseException`` subclass per status
  family (``BadRequest``, ``Forbidden``, ``NotFound``, ``TooLarge``, ``TooManyRequests`` with a
  ``retry_after`` string, ``ServerError``, ``SpecialError`` with the body's reason), each with
  ``response``; transport failures as ``RequestException`` wrapping the requests error.
* jira 3.10 (requests): ``JIRAError`` with ``status_code``, ``text`` (Jira's own error
  sentences, localized as a German or Japanese Jira sends them), ``response`` and the *request*
  headers under ``headers``.
* pusher 3.3 (requests): one message-only class per status (``PusherBadRequest``,
  ``PusherBadAuth``, ``PusherForbidden``, ``PusherBadStatus`` "<status>: <body>").

Written 2026-12-04 between 09:50 and 10:55 UTC by the helper ``heldout16``, built blind:
labelled from DESIGN.md §2 semantics and issue 23 only; ``classify()``, the decorator and any
observation were never run on these cases before the labels were committed, nor were the
classifier's rules, its tests or any earlier result read. None of these packages appears in
sets 1-15, "gen", "dev10"-"dev15" or ``tests/``."""

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


def gitlab_family() -> Iterator[Case]:
    import gitlab

    server = http()

    def api(url: str | None = None) -> Any:
        return gitlab.Gitlab(url or server.url, private_token="glpat-heldout0123456789",
            timeout=1, retry_transient_errors=False)  # fmt: skip

    def get(status: int, body: Any, **headers: str) -> Callable[[], Any]:
        def run() -> Any:
            server.set(status, _text(body), **headers)
            return api().projects.get(4512, obey_rate_limit=False)

        return run

    def create(status: int, body: Any, **headers: str) -> Callable[[], Any]:
        def run() -> Any:
            server.set(status, _text(body), **headers)
            return api().projects.create({"name": "infra"}, obey_rate_limit=False)

        return run

    gl = "gitlab"
    yield case(gl, "401", CRED, get(401, {"message": "401 Unauthorized"}))
    yield case(gl, "403", CRED, get(403, {"message": "403 Forbidden"}))
    yield case(gl, "404", (CLI, BIZ), get(404, {"message": "404 Project Not Found"}))
    yield case(gl, "400-taken", (CLI, BIZ), create(400, {"message": {"name":
        ["has already been taken"], "path": ["has already been taken"]}}))  # fmt: skip
    yield case(gl, "400-missing", CLI, create(400, {"error": "name is missing"}))
    yield case(gl, "409-conflict", (CLI, BIZ), create(409, {"message": "Branch already exists"}))
    yield case(gl, "422-invalid", CLI, create(422, {"message": ["Visibility level private is "
        "not allowed in a public group."]}))  # fmt: skip
    # The namespace's project limit: a plan/admin setting a person must raise.
    yield case(gl, "403-limit", (FAT, BIZ, CLI), create(403, {"message": "Your project limit "
        "is 10 projects! Please contact your administrator to increase it"}))  # fmt: skip
    yield case(gl, "413", CLI, create(413, {"message": "413 Request Entity Too Large"}))
    yield case(gl, "429", TRA, get(429, {"message": "Retry later"}, Retry_After="25"))
    yield case(gl, "500", (TRA, FAT), get(500, {"message": "500 Internal Server Error"}))
    yield case(gl, "502-html", TRA, get(502, "<html><body><h1>502</h1>Whoops, GitLab is taking "
        "too much time to respond.</body></html>", Content_Type="text/html"))  # fmt: skip
    yield case(gl, "503", TRA, get(503, {"message": "503 Service Unavailable"}))
    # A read-only instance during a maintenance window refuses writes for a while.
    yield case(gl, "503-maintenance", TRA, create(503, {"message": "GitLab Maintenance: "
        "writes are disabled during the maintenance window, try again later"}))  # fmt: skip
    yield case(gl, "refused", TRA, lambda: api(f"http://127.0.0.1:{closed_port()}")
        .projects.get(4512, obey_rate_limit=False))  # fmt: skip
    yield case(gl, "read-timeout", TRA, lambda: api(silent_url()).projects.get(4512,
        obey_rate_limit=False))  # fmt: skip


def spotipy_family() -> Iterator[Case]:
    import spotipy

    logging.getLogger("spotipy").setLevel(logging.CRITICAL)  # it logs every error
    server = http()

    def api(url: str | None = None) -> Any:
        # status_forcelist holds no real status: every error reaches the caller unretried.
        client = spotipy.Spotify(auth="BQheldout-token", requests_timeout=1, retries=0,
            status_retries=0, status_forcelist=(599,))  # fmt: skip
        client.prefix = (url or server.url) + "/v1/"
        return client

    def reply(status: int, message: str | None, body: Any = None, **headers: str) -> Any:
        def run() -> Any:
            text = body if body is not None else {"error": {"status": status, "message": message}}
            server.set(status, _text(text), **headers)
            return api().track("4uLU6hMCjMI75M1A2tKUQC")

        return run

    def playlist(status: int, message: str, **headers: str) -> Callable[[], Any]:
        def run() -> Any:
            body = {"error": {"status": status, "message": message}}
            server.set(status, json.dumps(body), **headers)
            return api().playlist_add_items("3cEYpjA9oz9GiPac4AsH4n", ["spotify:track:x"])

        return run

    sp = "spotipy"
    yield case(sp, "400-id", CLI, reply(400, "Invalid base62 id"))
    yield case(sp, "401-expired", CRED, reply(401, "The access token expired"))
    yield case(sp, "403-scope", CRED, playlist(403, "Insufficient client scope"))
    # Premium-only endpoint on a free account: the account, not the request, must change.
    yield case(sp, "403-premium", (CLI, BIZ, FAT), playlist(403, "Player command failed: "
        "Premium required"))  # fmt: skip
    yield case(sp, "404", (CLI, BIZ), reply(404, "Non existing id"))
    yield case(sp, "429", TRA, reply(429, "API rate limit exceeded", Retry_After="20"),
        retry_after=20)  # fmt: skip
    yield case(sp, "429-long", TRA, reply(429, "API rate limit exceeded", Retry_After="75"),
        retry_after=75)  # fmt: skip
    yield case(sp, "500", (TRA, FAT), reply(500, "Server error."))
    yield case(sp, "502", TRA, reply(502, "Bad gateway."))
    yield case(sp, "503", TRA, reply(503, "Service unavailable", Retry_After="5"),
        retry_after=5)  # fmt: skip
    yield case(sp, "504-plain", TRA, reply(504, None, "upstream request timeout",
        Content_Type="text/plain"))  # fmt: skip
    # The market's catalogue has no such track: a fact, said in Spanish.
    yield case(sp, "404-es", (CLI, BIZ), reply(404, "No existe ninguna pista con ese "
        "identificador en este mercado"))  # fmt: skip
    yield case(sp, "refused", TRA, lambda: api(f"http://127.0.0.1:{closed_port()}")
        .track("4uLU6hMCjMI75M1A2tKUQC"))  # fmt: skip
    yield case(sp, "read-timeout", TRA, lambda: api(silent_url()).track("4uLU6hMCjMI75M1A2tKUQC"))


def prawcore_family() -> Iterator[Case]:
    import prawcore

    server = http()

    def session(url: str | None = None) -> Any:
        base = url or server.url
        requestor = prawcore.Requestor(user_agent="heldout/16 by u/heldout", oauth_url=base,
            reddit_url=base, timeout=1)  # fmt: skip
        auth = prawcore.UntrustedAuthenticator(requestor=requestor, client_id="cid-heldout")
        authorizer = prawcore.ImplicitAuthorizer(authenticator=auth,
            access_token="reddit-heldout-token", expires_in=3600, scope="*")  # fmt: skip
        return prawcore.session(authorizer=authorizer)

    def call(status: int, body: Any, method: str = "GET", **headers: str) -> Callable[[], Any]:
        def run() -> Any:
            server.set(status, _text(body), **headers)
            return session().request(method=method, path="/api/v1/me")

        return run

    rd = "prawcore"
    yield case(rd, "400", CLI, call(400, {"message": "Bad Request", "error": 400}, "POST"))
    # prawcore answers this 401 with a KeyError of its own: the credential is the cause.
    yield case(rd, "401", CRED, call(401, {"message": "Unauthorized", "error": 401}))
    yield case(rd, "403", CRED, call(403, {"message": "Forbidden", "error": 403}))
    # The subreddit is private: nothing this caller sends will get in.
    yield case(rd, "403-private", (CLI, BIZ), call(403, {"reason": "private", "message":
        "Forbidden", "error": 403}))  # fmt: skip
    yield case(rd, "404", (CLI, BIZ), call(404, {"message": "Not Found", "error": 404}))
    yield case(rd, "409", (CLI, BIZ), call(409, {"message": "Conflict", "error": 409}, "POST"))
    yield case(rd, "413", CLI, call(413, {"message": "Request Entity Too Large"}, "POST"))
    yield case(rd, "414", CLI, call(414, "URI Too Long", Content_Type="text/plain"))
    yield case(rd, "415-special", CLI, call(415, {"reason": "unsupported_media",
        "explanation": "The media type of the upload is not supported", "message":
        "Unsupported Media Type"}, "POST"))  # fmt: skip
    yield case(rd, "429", TRA, call(429, {"message": "Too Many Requests", "error": 429},
        Retry_After="30"), retry_after=30)  # fmt: skip
    yield case(rd, "451", (CLI, BIZ), call(451, {"message": "Unavailable For Legal Reasons"}))
    yield case(rd, "500", (TRA, FAT), call(500, {"message": "Internal Server Error"}))
    yield case(rd, "200-not-json", (CLI, FAT, TRA), call(200, "<html><body>reddit is down "
        "for maintenance</body></html>", Content_Type="text/html"))  # fmt: skip
    yield case(rd, "refused", TRA, lambda: session(f"http://127.0.0.1:{closed_port()}")
        .request(method="GET", path="/api/v1/me"))  # fmt: skip
    yield case(rd, "dropped", TRA, lambda: session(dropping_url())
        .request(method="GET", path="/api/v1/me"))  # fmt: skip


def jira_family() -> Iterator[Case]:
    import jira

    server = http()

    def client(url: str | None = None) -> Any:
        return jira.JIRA(url or server.url, token_auth="jira-heldout-pat",
            get_server_info=False, max_retries=0, timeout=1)  # fmt: skip

    def issue(status: int, body: Any, **headers: str) -> Callable[[], Any]:
        def run() -> Any:
            server.set(status, _text(body), **headers)
            return client().issue("OPS-4512")

        return run

    def create(status: int, errors: dict[str, str], *messages: str) -> Callable[[], Any]:
        def run() -> Any:
            body = {"errorMessages": list(messages), "errors": errors}
            server.set(status, json.dumps(body))
            return client().create_issue(project="OPS", summary="x", issuetype={"name": "Bug"})

        return run

    ji = "jira"
    yield case(ji, "400-summary", CLI, create(400, {"summary": "You must specify a summary of "
        "the issue."}))  # fmt: skip
    yield case(ji, "400-de", CLI, create(400, {"priority": "Die Priorität ist ungültig."}))
    yield case(ji, "400-ja", CLI, create(400, {"issuetype": "課題タイプを指定してください。"}))
    yield case(ji, "401", CRED, issue(401, {"errorMessages": ["You are not authenticated. "
        "Authentication required to perform this operation."]}))  # fmt: skip
    yield case(ji, "403", CRED, issue(403, {"errorMessages": ["You do not have the permission "
        "to see the specified issue."]}))  # fmt: skip
    yield case(ji, "404", (CLI, BIZ), issue(404, {"errorMessages": ["Issue does not exist or "
        "you do not have permission to see it."]}))  # fmt: skip
    yield case(ji, "404-fr", (CLI, BIZ), issue(404, {"errorMessages": ["Le ticket n'existe pas "
        "ou vous n'avez pas la permission de le voir."]}))  # fmt: skip
    # A workflow rule: the transition needs a resolution, a domain condition of the issue.
    yield case(ji, "400-workflow", (CLI, BIZ), create(400, {}, "Transition is not valid for "
        "the current status of the issue."))  # fmt: skip
    yield case(ji, "409", (CLI, BIZ), create(409, {}, "A version with this name already "
        "exists in this project."))  # fmt: skip
    yield case(ji, "429", TRA, issue(429, {"errorMessages": ["Rate limit exceeded."]},
        Retry_After="20"), retry_after=20)  # fmt: skip
    yield case(ji, "429-de", TRA, issue(429, {"errorMessages": ["Zu viele Anfragen. Bitte "
        "versuchen Sie es später erneut."]}, Retry_After="8"), retry_after=8)  # fmt: skip
    yield case(ji, "500", (TRA, FAT), issue(500, {"errorMessages": ["Internal server error"]}))
    yield case(ji, "503-ja", TRA, issue(503, "<html><body>Jira はメンテナンス中です。しばらく"
        "してから再度お試しください。</body></html>", Content_Type="text/html; charset=utf-8"))  # fmt: skip
    # Jira Cloud's licence is exceeded: an admin must buy seats.
    yield case(ji, "403-license", (FAT, BIZ), issue(403, {"errorMessages": ["The user limit "
        "of your license has been exceeded; contact your Jira administrator."]}))  # fmt: skip
    yield case(ji, "refused", TRA, lambda: client(f"http://127.0.0.1:{closed_port()}")
        .issue("OPS-4512"))  # fmt: skip


def pusher_family() -> Iterator[Case]:
    import pusher

    server = http()

    def client(url: str | None = None) -> Any:
        host, port = (url or server.url).split("://", 1)[1].rsplit(":", 1)
        return pusher.Pusher(app_id="4512", key="pk_heldout", secret="ps_heldout", host=host,
            port=int(port), ssl=False, timeout=1)  # fmt: skip

    def trigger(status: int, body: str, **headers: str) -> Callable[[], Any]:
        def run() -> Any:
            server.set(status, body, Content_Type="text/plain", **headers)
            return client().trigger("orders", "created", {"id": 4512})

        return run

    pu = "pusher"
    yield case(pu, "400", CLI, trigger(400, "Invalid channel name"))
    yield case(pu, "401", CRED, trigger(401, "Invalid signature: you should have sent "
        "HmacSHA256Hex(...)"))  # fmt: skip
    yield case(pu, "403-disabled", (CLI, FAT), trigger(403, "App is disabled"))
    # The plan's message allowance for the day is spent: waiting for seconds will not help.
    yield case(pu, "403-quota", FAT, trigger(403, "Daily message quota exceeded for this "
        "plan; upgrade to send more"))  # fmt: skip
    yield case(pu, "404", CLI, trigger(404, "Not found"))
    yield case(pu, "413", CLI, trigger(413, "Payload too large: max 10240 bytes"))
    yield case(pu, "429", TRA, trigger(429, "Too many requests", Retry_After="3"))
    yield case(pu, "500", (TRA, FAT), trigger(500, "Internal server error"))
    yield case(pu, "503", TRA, trigger(503, "Service temporarily unavailable"))
    yield case(pu, "refused", TRA, lambda: client(f"http://127.0.0.1:{closed_port()}")
        .trigger("orders", "created", {"id": 4512}))  # fmt: skip
    yield case(pu, "read-timeout", TRA, lambda: client(silent_url()).trigger("orders",
        "created", {"id": 4512}))  # fmt: skip


FAMILIES: tuple[Callable[[], Iterator[Case]], ...] = (
    gitlab_family,
    spotipy_family,
    prawcore_family,
    jira_family,
    pusher_family,
)
