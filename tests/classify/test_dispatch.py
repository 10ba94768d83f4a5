"""The classifier's dispatch by exact class (kept per class) gives every exception the answer
the plain checks on the instance give it, first time and every time after."""

from __future__ import annotations

import builtins
import errno
from collections.abc import Callable

import httpx
import pytest
import requests
import urllib3

from toolretry import BusinessError, ClientError, FatalError, TransientError
from toolretry.classify import _classify, _recognise
from toolretry.classify._agent_tools import command_verdict, edit_verdict
from toolretry.classify._builtin_errors import from_arguments, from_builtin
from toolretry.classify._clients import LookInside
from toolretry.classify._protocols import from_protocols
from toolretry.classify._status import from_status
from toolretry.exceptions import ToolError
from toolretry.testing import FaultServer, closed_port_url

_GROUP = getattr(builtins, "BaseExceptionGroup", None)


def _plain_judge(link: BaseException, call_error: bool) -> object:
    """The dispatch without anything kept per class: isinstance checks and the module name."""
    if isinstance(link, ToolError):
        return _classify._from_tool_error(link)
    if _GROUP is not None and isinstance(link, _GROUP):
        return _classify._from_group(link, (), 0, [64])
    if type(link).__module__ == "builtins":
        edit = None if isinstance(link, OSError) else edit_verdict(link, str(link))
        return edit or from_builtin(link) or from_arguments(link, call_error)
    hit = _recognise._resolve(type(link))  # the MRO walk, no cache
    if hit is not None:
        handler, client, _ = hit
        found = handler(link, client)
        if isinstance(found, LookInside):
            return _recognise._look_inside(link, client, found)
        if found is not None:
            return found
    return (
        from_protocols(link)
        or from_status(link)
        or from_builtin(link)
        or command_verdict(link)
        or edit_verdict(link, str(link))
        or from_arguments(link, call_error)
    )


def _fields(answer: object) -> tuple[object, ...]:
    if answer is None:
        return (None,)
    names = ("category", "code", "status_code", "retry_after", "may_have_taken_effect")
    values = [getattr(answer, name) for name in names]
    details = getattr(answer, "details", None)
    return (*values, dict(details or {}), getattr(answer, "message", None))


class _OwnValueError(ValueError):
    pass


class _OwnOSError(OSError):
    pass


class _PosingAsBuiltin(Exception):
    pass


_PosingAsBuiltin.__module__ = "builtins"


class _LooksLikeRequests(Exception):
    pass


_LooksLikeRequests.__module__ = "requests.exceptions"
_LooksLikeRequests.__name__ = "ReadTimeout"


class _SubclassOfClient(requests.exceptions.ConnectTimeout):
    pass


class _Card(BusinessError):
    default_code = "CARD_DECLINED"


def _chained(outer: Callable[[], BaseException], inner: BaseException) -> BaseException:
    try:
        try:
            raise inner
        except BaseException:
            raise outer() from inner
    except BaseException as exc:
        return exc


def _made() -> list[BaseException]:
    made: list[BaseException] = [
        ValueError("bad city"),
        KeyError("total"),
        TypeError("missing x"),
        TimeoutError("slow"),
        ConnectionResetError(errno.ECONNRESET, "reset"),
        OSError(errno.ENOSPC, "full"),
        FileNotFoundError("gone"),
        NotImplementedError(),
        _OwnValueError("subclass of a builtin"),
        _OwnOSError(errno.ECONNREFUSED, "refused"),
        _PosingAsBuiltin("module says builtins"),
        _LooksLikeRequests("named like a client"),
        _SubclassOfClient("a client's subclass"),
        TransientError("busy", retry_after=2),
        ClientError("bad", code="BAD_INPUT"),
        FatalError("broken"),
        _Card("declined"),
        requests.exceptions.ReadTimeout("read timed out"),
        httpx.ConnectError("refused"),
        urllib3.exceptions.ProtocolError("reset", ConnectionResetError(errno.ECONNRESET, "x")),
        _chained(lambda: requests.exceptions.ConnectionError("wrapped"), ConnectionRefusedError()),
        _chained(lambda: RuntimeError("outer"), TimeoutError("inner")),
    ]
    if _GROUP is not None:
        group = builtins.ExceptionGroup  # type: ignore[attr-defined]
        made.append(group("members", [ValueError("a"), TimeoutError("b")]))
        nested: BaseException = group("leaf", [ConnectionResetError()])
        for depth in range(10):  # deeper than the classifier follows
            nested = group(f"level {depth}", [nested])
        made.append(nested)
    return made


def _raised(server: FaultServer) -> list[BaseException]:
    caught: list[BaseException] = []
    actions: list[Callable[[], object]] = [
        lambda: requests.get(closed_port_url(), timeout=0.5),
        lambda: requests.get(server.url("/status/503"), timeout=0.5).raise_for_status(),
        lambda: requests.get(server.url("/reset"), timeout=0.5),
        lambda: httpx.get(closed_port_url(), timeout=0.5),
        lambda: httpx.get(server.url("/status/429?retry_after=3"), timeout=0.5).raise_for_status(),
        lambda: urllib3.PoolManager(retries=False).request("GET", closed_port_url()),
    ]
    for action in actions:
        try:
            action()
        except Exception as exc:
            caught.append(exc)
    assert len(caught) == len(actions)
    return caught


def _links(exc: BaseException) -> list[BaseException]:
    """``exc`` and what it chains, so that wrappers' inner exceptions are judged alone too."""
    seen: list[BaseException] = []
    todo = [exc]
    while todo and len(seen) < 12:
        link = todo.pop()
        if any(link is known for known in seen):
            continue
        seen.append(link)
        todo.extend(x for x in (link.__cause__, link.__context__) if x is not None)
    return seen


def _assert_dispatch_answers_as_plain_checks(exc: BaseException, call_error: bool) -> None:
    """For ``exc`` and every exception it chains: on a cold cache, then on a warm one."""
    for link in _links(exc):
        _classify._KINDS.clear()
        _recognise._CACHE.clear()
        expected = _fields(_plain_judge(link, call_error))
        for _ in range(2):
            assert _fields(_classify._judge(link, (), call_error, 0, None)) == expected, link


@pytest.mark.parametrize("call_error", [False, True])
def test_made_exceptions_get_the_plain_answer(call_error: bool) -> None:
    """Builtins, their subclasses, impostors, tool errors, client classes and groups: the
    per-class dispatch answers as the plain checks do, on a cold and on a warm cache."""
    for exc in _made():
        _assert_dispatch_answers_as_plain_checks(exc, call_error)


def test_real_client_exceptions_get_the_plain_answer(fault_server: FaultServer) -> None:
    """Exceptions requests, httpx and urllib3 raise against a local server, and every exception
    they chain: the per-class dispatch answers as the plain checks do."""
    for exc in _raised(fault_server):
        _assert_dispatch_answers_as_plain_checks(exc, False)


def test_classify_is_the_same_on_a_cold_and_a_warm_cache(fault_server: FaultServer) -> None:
    """classify() gives the same ErrorInfo whether the classes were seen before or not."""
    for exc in [*_made(), *_raised(fault_server)]:
        _classify._KINDS.clear()
        _recognise._CACHE.clear()
        cold = _classify.classify(exc)
        assert _classify.classify(exc) == cold


def test_the_kinds_kept_are_bounded() -> None:
    """Classes made on the fly do not grow the per-class dispatch without end."""
    for number in range(_classify._KINDS_MAX + 50):
        cls = type(f"Made{number}", (ValueError,), {})
        _classify._judge(cls("x"), (), False, 0, None)
    assert len(_classify._KINDS) <= _classify._KINDS_MAX


class _SdkError(Exception):
    """Shaped like openai's APIStatusError, with one attribute whose property raises."""

    def __init__(self, status: int, broken: str) -> None:
        super().__init__(f"Error code: {status}")
        self.status_code = status
        self.body = {"error": {"type": "server_error", "message": "try later"}}
        self._broken = broken

    def __getattr__(self, name: str) -> object:
        if name == self.__dict__.get("_broken"):
            raise RuntimeError(f"{name} is broken")
        raise AttributeError(name)


_SdkError.__module__ = "openai"
_SdkError.__name__ = "APIStatusError"


@pytest.mark.parametrize("broken", ["response", "type", "code", "api_message", "error_code"])
@pytest.mark.parametrize(("status", "code"), [(503, "HTTP_503"), (500, "HTTP_500")])
def test_an_sdk_attribute_that_raises_reads_as_absent(broken: str, status: int, code: str) -> None:
    """An SDK error whose attribute raises is still judged by its status and body."""
    info = _classify.classify(_SdkError(status, broken))
    assert (info.code, info.category.value, info.status_code) == (code, "transient", status)
    assert info.details["error_type"] == "server_error"


class _BrokenErrno(ConnectionResetError):
    @property  # type: ignore[misc]
    def errno(self) -> int:
        raise RuntimeError("no errno")


def test_a_wrapped_errno_that_raises_falls_back_to_the_class() -> None:
    """Inside a wrapper, an OSError whose errno raises is judged by its class."""
    wrapped = _chained(lambda: httpx.ConnectError("connect failed"), _BrokenErrno("reset"))
    assert _classify.classify(wrapped).code == "CONNECTION_RESET"
