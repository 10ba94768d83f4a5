"""Held-out set 54: output of tools and libraries really run here, against 127.0.0.1 only.

Nothing here was written by hand: each case's text is what the tool or library printed,
raised, represented or logged when run on this machine with a generated value, normalized
(ports, addresses, temporary paths, line numbers of installed packages) so that every run
gives the same text except the values. Tools and calls were grepped for in every earlier
live file (``_heldout_secrets*_live.py``, ``_heldout_families*local*.py`` and
``*tools*.py``) before they were chosen: ``grpc`` (0 files), ``google.rpc`` status protos
(``status_pb2`` 0), jinja2's ``TemplateSyntaxError`` (0) and curl's ``--proxy-user`` (0) and
an ``X-Api-Key`` header (0); curl itself is named by 33 files, jinja2 by 3.

* ``cli``: ``curl -v`` through a proxy on 127.0.0.1 with ``--proxy-user`` (the
  ``Proxy-Authorization`` it sends is shown) and with an ``X-Api-Key`` header.
* ``traceback``: a gRPC call to an in-process server on 127.0.0.1 that aborts
  ``UNAUTHENTICATED`` quoting the bearer token it was sent (``_InactiveRpcError``), a gRPC
  handler whose exception names a key (the client sees "Exception calling application"), and
  jinja2 failing to compile a template file whose line holds a token.
* ``repr``: the trailing metadata of that gRPC call (``_Metadatum``) and a
  ``google.rpc.Status`` carrying a packed ``ErrorInfo`` whose metadata holds an API key (its
  text format shows the packed bytes with octal escapes, the key in clear among them).
* ``traceback`` also: a ``grpc.aio`` client's ``AioRpcError`` (0 files) and protobuf's ``json_format.Parse`` refusing a key as a status code.
* ``repr`` also: ``grpc_status.rpc_status.from_call`` reading a server's
  ``abort_with_status`` (0 files each), protobuf's ``json_format.MessageToJson`` and text format of an
  ``ErrorInfo`` holding a key (``json_format`` 0 files).
* ``log``: ``grpc._server`` logging the handler's exception with its traceback, and
  ``django.request`` warning about a forbidden webhook path holding a bot token
  (``django.request`` 0 files).
* ``cli`` also: curl's ``--url-query`` (0 files) adding an ``api_key``.

A tool or library missing here adds no case.
"""

from __future__ import annotations

import os
import re
import tempfile
import traceback
from pathlib import Path

from _heldout_live_tools import Run, captured_logs, collect_runs, start_denying_server
from _heldout_secrets_harness import ALNUM, URLSAFE, Case, Values

__all__ = ["live_tool_cases"]

_ENV = {"LC_ALL": "C", "NO_COLOR": "1", "TERM": "dumb", "TZ": "UTC"}


def _normalize(text: str, tmp: str) -> str:
    text = text.replace(tmp, "/home/dev/work")
    text = text.replace(str(Path(__file__).resolve().parent), "/home/dev/toolretry/benchmarks")
    text = re.sub(r"127\.0\.0\.1:\d{2,5}", "127.0.0.1:8080", text)
    text = re.sub(r"port \d{2,5}", "port 8080", text)
    text = re.sub(r"/[^\s\"]*/site-packages/", "/venv/site-packages/", text)
    text = re.sub(r"/[^\s\"]*/python3\.\d+/", "/usr/lib/python3/", text)
    text = re.sub(r", line \d+,", ", line 1,", text)
    text = re.sub(r"0x[0-9a-f]{8,}", "0x7f3a2c1e5b40", text)
    text = re.sub(r"\* +Trying .*\n", "", text)
    text = re.sub(r"(?m)^< Date: .*\n", "", text)
    text = re.sub(r"(?m)^\s*\^+\s*$\n?", "", text)
    return re.sub(r"/tmp/\S+?/", "/home/dev/work/", text)


def _collect(runs: list[Run], tmp: str, group: str, raises: str) -> list[Case]:
    return collect_runs(runs, tmp, group, raises, _ENV, _normalize, timeout=20)


def live_tool_cases(v: Values) -> list[Case]:
    an = [v.gen(ALNUM, n) for n in (29, 34, 31, 27, 36, 33, 30)]
    ul = [v.gen(URLSAFE, n) for n in (43, 40)]
    pw = [v.pw() for _ in range(2)]
    more = [v.gen(ALNUM, n) for n in (35, 28, 32, 38, 26)]
    hook = v.gen(URLSAFE, 35)
    extra = [v.gen(URLSAFE, 41), v.gen(ALNUM, 37)]
    with tempfile.TemporaryDirectory() as tmp:
        server = start_denying_server()
        try:
            port = server.server_address[1]
            cli = _collect(_cli_runs(port, pw, an + more), tmp, "cli", "context")
        finally:
            server.shutdown()
        grpc_runs = _grpc_runs(an, ul)
        rich = _grpc_rich_runs(extra)
        grpc_runs["traceback"] += rich[:1]
        grpc_runs["repr"] += rich[1:]
        proto = _protobuf_runs(more)
        tb = _collect(
            grpc_runs["traceback"] + _jinja_runs(tmp, an) + proto["traceback"],
            tmp,
            "traceback",
            "note",
        )
        reprs = _collect(grpc_runs["repr"] + proto["repr"], tmp, "repr", "cause")
        logs = _collect(grpc_runs["log"] + _django_runs(hook), tmp, "log", "args")
    return cli + tb + reprs + logs


def _cli_runs(port: int, pw: list[str], an: list[str]) -> list[Run]:
    import base64

    proxy = f"http://127.0.0.1:{port}"
    basic = base64.b64encode(f"fleetsync:{pw[0]}".encode()).decode()
    return [
        (
            "curl proxy user",
            "curl -v through a local proxy with --proxy-user (Proxy-Authorization: Basic)",
            basic,
            [
                "curl",
                "-sv",
                "-x",
                proxy,
                "--proxy-user",
                f"fleetsync:{pw[0]}",
                "http://omi.fleet.invalid/interface.php?action=showposition",
            ],
        ),
        (
            "curl url query",
            "curl -v with --url-query adding an api_key to the query (curl 7.87 and later)",
            an[7],
            [
                "curl",
                "-sv",
                "--url-query",
                f"api_key={an[7]}",
                f"http://127.0.0.1:{port}/v2/current/184422",
            ],
        ),
        (
            "curl api key header",
            "curl -v sending an X-Api-Key header to a local server answering 401",
            an[0],
            ["curl", "-sv", "-H", f"X-Api-Key: {an[0]}", f"http://127.0.0.1:{port}/v1/quotes"],
        ),
    ]


def _grpc_runs(an: list[str], ul: list[str]) -> dict[str, list[Run]]:
    # The C core's informational lines (GOAWAY on shutdown) would only add noise to stderr.
    os.environ.setdefault("GRPC_VERBOSITY", "NONE")
    try:
        import grpc  # noqa: F401
    except ImportError:
        return {"traceback": [], "repr": [], "log": []}
    return {
        "traceback": [
            (
                "grpc unauthenticated",
                "grpc: an in-process server on 127.0.0.1 aborting UNAUTHENTICATED with the token it got",
                ul[0],
                lambda: str(_grpc_call("/fleet.v1.Vehicles/List", ul[0], an)[0]),
            ),
            (
                "grpc exception calling application",
                "grpc: a handler raising with a key in its message, as the client's error shows it",
                an[1],
                lambda: str(_grpc_call("/fleet.v1.Vehicles/Get", "", an)[0]),
            ),
        ],
        "repr": [
            (
                "grpc trailing metadata",
                "grpc: repr of the trailing metadata the server echoed the upstream token in",
                ul[1],
                lambda: repr(
                    _grpc_call("/fleet.v1.Vehicles/List", ul[1], an)[0].trailing_metadata()
                ),
            ),
            (
                "rpc status error info",
                "google.rpc.Status with a packed ErrorInfo whose metadata holds an API key, as text",
                an[2],
                lambda: _status_text(an[2]),
            ),
        ],
        "log": [
            (
                "grpc server exception",
                "grpc._server logging a handler's exception (the key in its message) with its traceback",
                an[3],
                lambda: _grpc_call("/fleet.v1.Vehicles/Get", "", [an[0], an[3]])[1],
            ),
        ],
    }


def _grpc_call(method: str, token: str, an: list[str]) -> tuple[BaseException, str]:
    """Call ``method`` on an in-process gRPC server on 127.0.0.1; the error and what
    ``grpc._server`` logged."""
    from concurrent import futures

    import grpc

    def deny(request: bytes, context: grpc.ServicerContext) -> bytes:
        sent = dict(context.invocation_metadata()).get("authorization", "")
        context.set_trailing_metadata((("x-upstream-token", sent),))
        context.abort(grpc.StatusCode.UNAUTHENTICATED, f"invalid bearer token {sent!r}")
        return b""

    def revoked(request: bytes, context: grpc.ServicerContext) -> bytes:
        raise ValueError(f"api key {an[1]} is revoked")

    class Handlers(grpc.GenericRpcHandler):
        def service(self, details: grpc.HandlerCallDetails) -> grpc.RpcMethodHandler | None:
            if details.method == "/fleet.v1.Vehicles/List":
                return grpc.unary_unary_rpc_method_handler(deny)
            if details.method == "/fleet.v1.Vehicles/Get":
                return grpc.unary_unary_rpc_method_handler(revoked)
            return None

    server = grpc.server(futures.ThreadPoolExecutor(max_workers=2))
    server.add_generic_rpc_handlers((Handlers(),))
    port = server.add_insecure_port("127.0.0.1:0")
    server.start()
    error: BaseException = RuntimeError("no error")
    try:
        with (
            captured_logs("grpc._server") as logged,
            grpc.insecure_channel(f"127.0.0.1:{port}") as channel,
        ):
            call = channel.unary_unary(method)
            try:
                call(b"", metadata=(("authorization", f"Bearer {token}"),), timeout=10)
            except grpc.RpcError as raised:
                error = raised
            log = logged.getvalue()
    finally:
        server.stop(0)
    return error, log


def _grpc_rich_runs(extra: list[str]) -> list[Run]:
    """A server aborting with a rich status (``abort_with_status``) whose ``ErrorInfo`` names
    the key it refused, read by a ``grpc.aio`` client (``AioRpcError``) and by
    ``grpc_status.rpc_status.from_call``."""
    try:
        import grpc  # noqa: F401
        from grpc_status import rpc_status  # noqa: F401
    except ImportError:
        return []

    def call(key: str, rich: bool) -> str:
        import asyncio
        from concurrent import futures

        import grpc
        from google.protobuf import any_pb2
        from google.rpc import code_pb2, error_details_pb2, status_pb2
        from grpc_status import rpc_status

        def refuse(request: bytes, context: grpc.ServicerContext) -> bytes:
            sent = dict(context.invocation_metadata()).get("x-api-key", "")
            detail = any_pb2.Any()
            detail.Pack(
                error_details_pb2.ErrorInfo(
                    reason="API_KEY_INVALID", domain="maps.acme.io", metadata={"key": sent}
                )
            )
            status = status_pb2.Status(
                code=code_pb2.PERMISSION_DENIED,
                message=f"key {sent} is not allowed for tiles",
                details=[detail],
            )
            context.abort_with_status(rpc_status.to_status(status))
            return b""

        class Handlers(grpc.GenericRpcHandler):
            def service(self, details: grpc.HandlerCallDetails) -> grpc.RpcMethodHandler | None:
                return grpc.unary_unary_rpc_method_handler(refuse)

        server = grpc.server(futures.ThreadPoolExecutor(max_workers=2))
        server.add_generic_rpc_handlers((Handlers(),))
        port = server.add_insecure_port("127.0.0.1:0")
        server.start()
        try:
            if rich:
                with grpc.insecure_channel(f"127.0.0.1:{port}") as channel:
                    try:
                        channel.unary_unary("/maps.v1.Tiles/Get")(
                            b"", metadata=(("x-api-key", key),), timeout=10
                        )
                    except grpc.RpcError as error:
                        return str(rpc_status.from_call(error))
                return ""

            async def aio() -> str:
                async with grpc.aio.insecure_channel(f"127.0.0.1:{port}") as channel:
                    try:
                        await channel.unary_unary("/maps.v1.Tiles/Get")(
                            b"", metadata=(("x-api-key", key),), timeout=10
                        )
                    except grpc.aio.AioRpcError as error:
                        return f"grpc.aio.AioRpcError: {error}"
                return ""

            return asyncio.run(aio())
        finally:
            server.stop(0)

    return [
        (
            "grpc aio rpc error",
            "grpc.aio: an AioRpcError from an in-process server refusing the x-api-key it was sent",
            extra[0],
            lambda: call(extra[0], rich=False),
        ),
        (
            "grpc rich status",
            "grpc_status.rpc_status.from_call: the rich status (abort_with_status) with an ErrorInfo",
            extra[1],
            lambda: call(extra[1], rich=True),
        ),
    ]


def _status_text(key: str) -> str:
    from google.protobuf import any_pb2
    from google.rpc import error_details_pb2, status_pb2

    info = error_details_pb2.ErrorInfo(
        reason="API_KEY_INVALID", domain="fleet.acme.io", metadata={"api_key": key}
    )
    packed = any_pb2.Any()
    packed.Pack(info)
    return str(status_pb2.Status(code=16, message="API key not valid", details=[packed]))


def _protobuf_runs(more: list[str]) -> dict[str, list[Run]]:
    try:
        from google.protobuf import json_format
        from google.rpc import error_details_pb2, status_pb2
    except ImportError:
        return {"traceback": [], "repr": []}

    def info(key: str) -> error_details_pb2.ErrorInfo:
        return error_details_pb2.ErrorInfo(
            reason="API_KEY_INVALID", domain="weather.acme.io", metadata={"api_key": key}
        )

    def parse_status() -> str:
        try:
            json_format.Parse(f'{{"code": "{more[1]}", "message": "denied"}}', status_pb2.Status())
        except json_format.ParseError as error:
            return f"{type(error).__module__}.{type(error).__qualname__}: {error}"
        return ""

    return {
        "traceback": [
            (
                "protobuf json parse",
                "protobuf's json_format.Parse given a key where google.rpc.Status wants its code",
                more[1],
                parse_status,
            )
        ],
        "repr": [
            (
                "protobuf message to json",
                "protobuf's json_format.MessageToJson of an ErrorInfo whose metadata holds a key",
                more[2],
                lambda: json_format.MessageToJson(info(more[2])),
            ),
            (
                "protobuf error info text",
                "str() of a google.rpc.ErrorInfo (text format) whose metadata holds a key",
                more[3],
                lambda: str(info(more[3])),
            ),
        ],
    }


def _django_runs(hook: str) -> list[Run]:
    def forbidden() -> str:
        import django
        from django.conf import settings

        if not settings.configured:
            settings.configure(DEBUG=False, ALLOWED_HOSTS=["*"], LOGGING_CONFIG=None)
            django.setup()
        from django.http import HttpResponseForbidden
        from django.test import RequestFactory
        from django.utils.log import log_response

        request = RequestFactory().post(f"/hooks/telegram/5543219876:{hook}/")
        with captured_logs("django.request") as logged:
            log_response(
                "Forbidden (Permission denied): %s",
                request.path,
                response=HttpResponseForbidden(),
                request=request,
            )
        return logged.getvalue()

    return [
        (
            "django request forbidden",
            "django.request's warning for a webhook path holding a bot token (log_response)",
            hook,
            forbidden,
        )
    ]


def _jinja_runs(tmp: str, an: list[str]) -> list[Run]:
    def compile_template() -> str:
        import jinja2

        folder = Path(tmp) / "templates"
        folder.mkdir(exist_ok=True)
        (folder / "notify.j2").write_text(
            "POST {{ url }}\nAuthorization: Bearer " + an[4] + " {% if %}\n"
        )
        try:
            jinja2.Environment(loader=jinja2.FileSystemLoader(folder)).get_template("notify.j2")
        except jinja2.TemplateSyntaxError as error:
            return "".join(traceback.format_exception(error)[-3:])
        return ""

    runs: list[Run] = [
        (
            "jinja2 template syntax",
            "jinja2 compiling a template file whose second line holds a bearer token",
            an[4],
            compile_template,
        )
    ]
    return runs
