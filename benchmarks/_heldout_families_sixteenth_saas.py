"""Held-out set 16, part 5: two more HTTP SDKs, one over TLS, against fakes on 127.0.0.1.

* dropbox 12 (requests, HTTPS only): an endpoint's own error is ``ApiError`` carrying *no
  status at all*: its meaning sits one level down in ``error``, a union object decoded from
  the body (``GetMetadataError('path', LookupError('not_found'))``), with the user message
  under ``user_message_text``; ``AuthError`` (401) nests the auth reason the same way;
  ``RateLimitError`` holds its wait under ``backoff`` (from the body's ``retry_after`` or the
  header); ``BadInputError`` (400, plain text), ``InternalServerError``/``HttpError`` with
  ``status_code``. The fake API serves TLS with a certificate made for the case.
* python-keycloak 7 (requests): ``KeycloakAuthenticationError``, ``KeycloakGetError``,
  ``KeycloakPostError`` with the status under ``response_code``, the raw body as bytes under
  ``response_body`` and a message ``"<status>: b'<body>'"``.

Written 2026-12-04 between 09:50 and 10:55 UTC by the helper ``heldout16``, built blind:
labelled from DESIGN.md §2 semantics and issue 23 only; ``classify()``, the decorator and any
observation were never run on these cases before the labels were committed, nor were the
classifier's rules, its tests or any earlier result read. Neither package appears in sets
1-15, "gen", "dev10"-"dev15" or ``tests/``."""

from __future__ import annotations

import atexit
import json
import logging
import os
import shutil
import ssl
import subprocess
import tempfile
from collections.abc import Callable, Iterator
from typing import Any

from _heldout_cases import BIZ, CLI, FAT, TRA, Case, case
from _heldout_families_net import http
from _heldout_families_seventh import CRED, silent_url
from _heldout_servers import HttpScript, closed_port

__all__ = ["FAMILIES"]


def _tls_script() -> tuple[HttpScript, str]:
    """A scripted HTTP server behind TLS, and the PEM file of its self-made certificate."""
    folder = tempfile.mkdtemp(prefix="heldout16-tls-")
    atexit.register(shutil.rmtree, folder, True)
    cert, key = os.path.join(folder, "cert.pem"), os.path.join(folder, "key.pem")
    subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", key,
        "-out", cert, "-days", "2", "-subj", "/CN=127.0.0.1", "-addext",
        "subjectAltName=IP:127.0.0.1"], check=True, capture_output=True)  # fmt: skip
    script = HttpScript()
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.load_cert_chain(cert, key)
    script.server.socket = context.wrap_socket(script.server.socket, server_side=True)
    return script, cert


def dropbox_family() -> Iterator[Case]:
    import requests

    server, cert = _tls_script()
    host = server.url.split("://", 1)[1]
    # The SDK reads its hosts from these documented variables when it is imported.
    os.environ["DROPBOX_API_HOST"] = os.environ["DROPBOX_API_CONTENT_HOST"] = host
    import dropbox

    logging.getLogger("dropbox").setLevel(logging.CRITICAL)

    def client() -> Any:
        session = requests.Session()
        session.verify, session.trust_env = cert, False
        return dropbox.Dropbox(oauth2_access_token="sl.heldout-dropbox-token", session=session,
            max_retries_on_error=0, max_retries_on_rate_limit=0, timeout=1)  # fmt: skip

    def meta(status: int, body: Any, **headers: str) -> Callable[[], Any]:
        def run() -> Any:
            text = body if isinstance(body, str) else json.dumps(body)
            server.set(status, text, X_Dropbox_Request_Id="7f3c9e580ae0", **headers)
            return client().files_get_metadata("/reports/q3.pdf")

        return run

    def upload(status: int, body: Any, **headers: str) -> Callable[[], Any]:
        def run() -> Any:
            text = body if isinstance(body, str) else json.dumps(body)
            server.set(status, text, **headers)
            return client().files_create_folder_v2("/reports/2026")

        return run

    def path_error(tag: str, *, user_message: str | None = None) -> dict[str, Any]:
        body: dict[str, Any] = {"error_summary": f"path/{tag}/..", "error": {".tag": "path",
            "path": {".tag": tag}}}  # fmt: skip
        if user_message:
            body["user_message"] = {"locale": "de", "text": user_message}
        return body

    def write_error(tag: str) -> dict[str, Any]:
        return {"error_summary": f"path/{tag}/", "error": {".tag": "path", "path": {".tag":
            tag}}}  # fmt: skip

    dx = "dropbox"
    yield case(dx, "409-not-found", (CLI, BIZ), meta(409, path_error("not_found")))
    yield case(dx, "409-malformed-path", CLI, meta(409, path_error("malformed_path")))
    yield case(dx, "409-restricted", (CLI, BIZ), meta(409, path_error("restricted_content")))
    yield case(dx, "409-not-found-de", (CLI, BIZ), meta(409, path_error("not_found",
        user_message="Die Datei wurde nicht gefunden.")))  # fmt: skip
    yield case(dx, "409-conflict", (CLI, BIZ), upload(409, {"error_summary": "path/conflict/"
        "folder/..", "error": {".tag": "path", "path": {".tag": "conflict", "conflict":
        {".tag": "folder"}}}}))  # fmt: skip
    # The account's storage is full: a person must free space or upgrade.
    yield case(dx, "409-insufficient-space", (FAT, BIZ), upload(409,
        write_error("insufficient_space")))  # fmt: skip
    yield case(dx, "409-disallowed-name", CLI, upload(409, write_error("disallowed_name")))
    yield case(dx, "409-no-write-permission", CRED, upload(409,
        write_error("no_write_permission")))  # fmt: skip
    yield case(dx, "401-expired", CRED, meta(401, {"error_summary": "expired_access_token/",
        "error": {".tag": "expired_access_token"}}))  # fmt: skip
    yield case(dx, "401-invalid", CRED, meta(401, {"error_summary": "invalid_access_token/",
        "error": {".tag": "invalid_access_token"}}))  # fmt: skip
    yield case(dx, "401-scope", CRED, meta(401, {"error_summary": "missing_scope/..", "error":
        {".tag": "missing_scope", "required_scope": "files.metadata.read"}}))  # fmt: skip
    yield case(dx, "400-bad-input", CLI, meta(400, "Error in call to API function "
        "\"files/get_metadata\": request body: path: 'reports' did not match pattern "
        "'(/(.|[\\r\\n])*|id:.*)|(rev:[0-9a-f]{9,})|(ns:[0-9]+(/.*)?)'",
        Content_Type="text/plain"))  # fmt: skip
    yield case(dx, "429-body", TRA, meta(429, {"error_summary": "too_many_requests/..", "error":
        {"reason": {".tag": "too_many_requests"}, "retry_after": 15}}), retry_after=15)  # fmt: skip
    yield case(dx, "429-write-contention", TRA, upload(429, {"error_summary":
        "too_many_write_operations/..", "error": {"reason": {".tag":
        "too_many_write_operations"}, "retry_after": 2}}), retry_after=2)  # fmt: skip
    yield case(dx, "429-header", TRA, meta(429, "Too many requests", Content_Type="text/plain",
        Retry_After="40"), retry_after=40)  # fmt: skip
    yield case(dx, "500", (TRA, FAT), meta(500, "", Content_Type="text/plain"))
    yield case(dx, "503", TRA, meta(503, "", Content_Type="text/plain", Retry_After="4"))
    yield case(dx, "504", TRA, meta(504, "Gateway Timeout", Content_Type="text/plain"))


def keycloak_family() -> Iterator[Case]:
    from keycloak import KeycloakOpenID

    server = http()

    def oidc(url: str | None = None) -> Any:
        return KeycloakOpenID(server_url=url or server.url, realm_name="ops",
            client_id="agent", client_secret_key="kc-heldout-secret", timeout=1)  # fmt: skip

    def token(status: int, body: Any, **headers: str) -> Callable[[], Any]:
        def run() -> Any:
            text = body if isinstance(body, str) else json.dumps(body)
            server.set(status, text, **headers)
            return oidc().token("deploy-bot", "hunter2-heldout")

        return run

    def userinfo(status: int, body: Any, **headers: str) -> Callable[[], Any]:
        def run() -> Any:
            text = body if isinstance(body, str) else json.dumps(body)
            server.set(status, text, **headers)
            return oidc().userinfo("eyJheldout.access.token")

        return run

    kc = "keycloak"
    yield case(kc, "401-credentials", CRED, token(401, {"error": "invalid_grant",
        "error_description": "Invalid user credentials"}))  # fmt: skip
    yield case(kc, "400-disabled", CRED, token(400, {"error": "invalid_grant",
        "error_description": "Account disabled"}))  # fmt: skip
    yield case(kc, "400-not-setup", CRED, token(400, {"error": "invalid_grant",
        "error_description": "Account is not fully set up"}))  # fmt: skip
    yield case(kc, "401-client", CRED, token(401, {"error": "unauthorized_client",
        "error_description": "Invalid client or Invalid client credentials"}))  # fmt: skip
    yield case(kc, "400-scope", CLI, token(400, {"error": "invalid_scope",
        "error_description": "Invalid scopes: openid admin"}))  # fmt: skip
    # Brute-force detection locked the user for a while: the same login works after the lock.
    yield case(kc, "400-locked", (TRA, CLI), token(400, {"error": "invalid_grant",
        "error_description": "Account temporarily disabled"}))  # fmt: skip
    yield case(kc, "401-token-expired", CRED, userinfo(401, {"error": "invalid_token",
        "error_description": "Token verification failed"}))  # fmt: skip
    yield case(kc, "403", CRED, userinfo(403, {"error": "insufficient_scope"}))
    yield case(kc, "404-realm", CLI, token(404, {"error": "Realm does not exist"}))
    yield case(kc, "429", TRA, userinfo(429, {"error": "too_many_requests"}, Retry_After="12"))
    yield case(kc, "500", (TRA, FAT), token(500, {"error": "unknown_error"}))
    yield case(kc, "502-html", TRA, token(502, "<html><body><h1>502 Bad Gateway</h1></body>"
        "</html>", Content_Type="text/html"))  # fmt: skip
    yield case(kc, "503", TRA, userinfo(503, "<html>Service Unavailable</html>",
        Content_Type="text/html"))  # fmt: skip
    yield case(kc, "refused", TRA, lambda: oidc(f"http://127.0.0.1:{closed_port()}")
        .token("deploy-bot", "x"))  # fmt: skip
    yield case(kc, "read-timeout", TRA, lambda: oidc(silent_url()).token("deploy-bot", "x"))


FAMILIES: tuple[Callable[[], Iterator[Case]], ...] = (dropbox_family, keycloak_family)
