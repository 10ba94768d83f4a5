"""``classify``: every exception becomes an ErrorInfo with the right category and code."""

from __future__ import annotations

import errno
import json
import socket
import ssl
from collections.abc import Iterator

import httpx
import pydantic
import pytest
from hypothesis import given
from hypothesis import strategies as st

import toolretry
from toolretry import (
    BusinessError,
    ClientError,
    ErrorCategory,
    ErrorInfo,
    FatalError,
    ToolError,
    TransientError,
    classify,
)
from toolretry import smart_retry_with_observation as retry_tool


@pytest.fixture(autouse=True)
def _no_waits() -> Iterator[None]:
    """Every wait is zero in these tests."""
    with toolretry.set_testing(True):
        yield


@pytest.mark.parametrize(
    ("exc", "category", "code"),
    [
        (TransientError("x"), "transient", "TRANSIENT_ERROR"),
        (ClientError("x"), "client", "CLIENT_ERROR"),
        (BusinessError("x"), "business", "BUSINESS_RULE"),
        (FatalError("x"), "fatal", "FATAL_ERROR"),
        (ToolError("x"), "fatal", "TOOL_ERROR"),
    ],
)
def test_tool_errors_keep_their_category_and_default_code(
    exc: ToolError, category: str, code: str
) -> None:
    """Each ToolError subclass classifies as its own category with its default code."""
    info = classify(exc)
    assert isinstance(info, ErrorInfo)
    assert (info.category, info.code, info.type) == (category, code, type(exc).__name__)
    assert info.retryable is (category == "transient")


def test_tool_error_fields_reach_the_error_info() -> None:
    """A ToolError's code, suggestion, retry_after and details are carried over."""
    exc = BusinessError(
        "balance too low",
        code="INSUFFICIENT_FUNDS",
        suggestion="Ask the user to top up.",
        retry_after=3,
        details={"balance": 5, "needed": 20},
    )
    info = classify(exc)
    assert info.code == "INSUFFICIENT_FUNDS"
    assert info.message == "balance too low"
    assert info.suggestion == "Ask the user to top up."
    assert info.retry_after == 3.0
    assert info.details == {"balance": 5, "needed": 20}


@pytest.mark.parametrize(
    ("exc", "category", "code"),
    [
        (TimeoutError("slow"), "transient", "TIMEOUT"),
        (ConnectionError("down"), "transient", "CONNECTION_ERROR"),
        (ConnectionRefusedError("no"), "transient", "CONNECTION_REFUSED"),
        (ConnectionResetError("reset"), "transient", "CONNECTION_RESET"),
        (BrokenPipeError("pipe"), "transient", "CONNECTION_RESET"),
        (socket.gaierror(-2, "Name or service not known"), "transient", "DNS_ERROR"),
        (OSError(errno.ECONNRESET, "reset"), "transient", "CONNECTION_RESET"),
        (OSError(errno.ECONNREFUSED, "refused"), "transient", "CONNECTION_REFUSED"),
        (OSError(errno.ETIMEDOUT, "timed out"), "transient", "TIMEOUT"),
        (OSError(errno.EHOSTUNREACH, "unreachable"), "transient", "NETWORK_UNREACHABLE"),
        (OSError(errno.ENOSPC, "disk full"), "fatal", "OUT_OF_SPACE"),
        (OSError(errno.EROFS, "read-only"), "fatal", "READ_ONLY_FILESYSTEM"),
        (OSError(errno.ENOENT, "missing"), "client", "FILE_NOT_FOUND"),
        (FileNotFoundError(errno.ENOENT, "No such file", "a.txt"), "client", "FILE_NOT_FOUND"),
        (FileNotFoundError("a.txt"), "client", "FILE_NOT_FOUND"),
        (PermissionError(errno.EACCES, "denied"), "client", "PERMISSION_DENIED"),
        (PermissionError("denied"), "client", "PERMISSION_DENIED"),
        (FileExistsError("exists"), "client", "ALREADY_EXISTS"),
        (IsADirectoryError("a dir"), "client", "IS_A_DIRECTORY"),
        (OSError("no errno at all"), "fatal", "UNEXPECTED_ERROR"),
        (ssl.SSLError(1, "WRONG_VERSION_NUMBER"), "fatal", "TLS_ERROR"),  # errno 1 is no EPERM
        (socket.herror(1, "Unknown host"), "transient", "DNS_ERROR"),
    ],
    ids=lambda v: repr(v)[:40] if isinstance(v, BaseException) else str(v),
)
def test_builtin_network_and_os_errors(exc: Exception, category: str, code: str) -> None:
    """Builtin timeouts, connection errors and OSError errnos map to their documented codes."""
    info = classify(exc)
    assert (info.category, info.code) == (category, code)


@pytest.mark.parametrize(
    ("exc", "category", "code"),
    [
        (ValueError("bad"), "client", "INVALID_VALUE"),
        (KeyError("k"), "fatal", "MISSING_FIELD"),
        (AttributeError("a"), "fatal", "UNEXPECTED_ERROR"),
        (IndexError("i"), "fatal", "INDEX_OUT_OF_RANGE"),
        (ZeroDivisionError(), "fatal", "DIVISION_BY_ZERO"),
        (NotImplementedError(), "fatal", "NOT_IMPLEMENTED"),
        (RuntimeError("?"), "fatal", "UNEXPECTED_ERROR"),
        (TypeError("inside"), "fatal", "TYPE_MISMATCH"),
        (json.JSONDecodeError("Expecting value", "x", 0), "fatal", "INVALID_RESPONSE"),
        (Exception("plain"), "fatal", "UNEXPECTED_ERROR"),
    ],
    ids=lambda v: type(v).__name__ if isinstance(v, BaseException) else str(v),
)
def test_argument_and_programming_errors(exc: Exception, category: str, code: str) -> None:
    """ValueError is the caller's to fix; bugs and unknown exceptions are fatal."""
    info = classify(exc)
    assert (info.category, info.code) == (category, code)
    assert info.retryable is False


class Order(pydantic.BaseModel):
    quantity: int
    email: str


def test_pydantic_validation_error_lists_fields_without_input_values() -> None:
    """A ValidationError is a client error whose details name fields, never the bad values."""
    with pytest.raises(pydantic.ValidationError) as excinfo:
        Order(quantity="sk-proj-secretsecretsecret1234", email=None)  # type: ignore[arg-type]
    info = classify(excinfo.value)
    assert (info.category, info.code) == ("client", "VALIDATION_ERROR")
    errors = info.details["errors"]
    assert [e["loc"] for e in errors] == ["quantity", "email"]
    assert all(set(e) == {"loc", "msg", "type"} for e in errors)
    assert "secretsecret" not in json.dumps(info.model_dump(mode="json"))
    assert "2 validation error(s) for Order" in info.message


def test_validator_messages_in_details_are_redacted() -> None:
    """A custom validator quoting a secret in its message does not leak it via details."""

    class Login(pydantic.BaseModel):
        token: str

        @pydantic.field_validator("token")
        @classmethod
        def check(cls, value: str) -> str:
            raise ValueError(f"token rejected: api_key={value}")

    with pytest.raises(pydantic.ValidationError) as excinfo:
        Login(token="hunter2hunter2")
    info = classify(excinfo.value)
    assert "hunter2" not in json.dumps(info.details)


class _Response:
    def __init__(self, status_code: int, headers: dict[str, str] | None = None) -> None:
        self.status_code = status_code
        self.headers = headers or {}


class _HTTPFailure(Exception):
    def __init__(self, status: int, headers: dict[str, str] | None = None) -> None:
        super().__init__(f"HTTP {status}")
        self.response = _Response(status, headers)


@pytest.mark.parametrize(
    ("status", "category"),
    [(429, "transient"), (503, "transient"), (500, "transient"), (404, "client"), (400, "client")],
)
def test_duck_typed_http_status(status: int, category: str) -> None:
    """An exception carrying ``response.status_code`` is classified by that status."""
    info = classify(_HTTPFailure(status))
    assert (info.category, info.code, info.status_code) == (category, f"HTTP_{status}", status)


def test_http_retry_after_header_is_read() -> None:
    """A Retry-After header on the failing response becomes retry_after."""
    info = classify(_HTTPFailure(429, {"Retry-After": "7"}))
    assert info.retry_after == 7.0


def _wrap_explicitly() -> None:
    try:
        raise ConnectionError("peer went away")
    except ConnectionError as inner:
        raise RuntimeError("fetch failed") from inner


def test_cause_chain_is_searched() -> None:
    """A RuntimeError raised ``from`` a ConnectionError is transient, and says why."""
    with pytest.raises(RuntimeError) as excinfo:
        _wrap_explicitly()
    info = classify(excinfo.value)
    assert (info.category, info.code, info.type) == (
        "transient",
        "CONNECTION_ERROR",
        "RuntimeError",
    )
    assert "fetch failed" in info.message
    assert "peer went away" in info.message


def _wrap_implicitly() -> None:
    try:
        raise TimeoutError("slow")
    except TimeoutError:
        raise RuntimeError("wrapped")  # noqa: B904 -- the implicit context is the point


def _wrap_from_none() -> None:
    try:
        raise ConnectionError("net")
    except ConnectionError:
        raise RuntimeError("giving up") from None


def _bug_in_handler() -> None:
    lookup: dict[str, str] = {}
    try:
        raise ConnectionError("net")
    except ConnectionError:
        lookup["missing"].upper()


def test_implicit_context_is_searched() -> None:
    """A generic error raised while handling a timeout is classified by the timeout."""
    with pytest.raises(RuntimeError) as excinfo:
        _wrap_implicitly()
    assert classify(excinfo.value).code == "TIMEOUT"


def test_context_suppressed_with_from_none_is_ignored() -> None:
    """``raise X from None`` hides the context from classification too."""
    with pytest.raises(RuntimeError) as excinfo:
        _wrap_from_none()
    assert classify(excinfo.value).category == "fatal"


def test_bug_while_handling_a_network_error_is_fatal() -> None:
    """A KeyError in an except block is a bug in the tool, not a network hiccup."""
    with pytest.raises(KeyError) as excinfo:
        _bug_in_handler()
    assert classify(excinfo.value).category == "fatal"


def test_cyclic_cause_chains_terminate() -> None:
    """Cause chains that loop back on themselves are walked once and still classified."""
    a = RuntimeError("a")
    b = RuntimeError("b")
    a.__cause__ = b
    b.__cause__ = a
    assert classify(a).category == "fatal"
    c = RuntimeError("c")
    c.__context__ = c
    assert classify(c).code == "UNEXPECTED_ERROR"
    d = RuntimeError("d")
    e = ConnectionError("e")
    d.__cause__ = e
    e.__cause__ = d
    assert classify(d).category == "transient"


def test_very_long_chains_are_bounded() -> None:
    """A thousand-deep chain is classified quickly without recursion errors."""
    exc: BaseException = RuntimeError("top")
    top = exc
    for i in range(1000):
        nxt = RuntimeError(str(i))
        exc.__cause__ = nxt
        exc = nxt
    exc.__cause__ = ConnectionError("deep")
    assert classify(top).category == "fatal"  # beyond the bound: not found, not crashed


class _BrokenStr(Exception):
    def __str__(self) -> str:
        raise RuntimeError("no str for you")


class _NonStrStr(Exception):
    def __str__(self) -> str:
        return 42  # type: ignore[return-value]


@pytest.mark.parametrize("exc", [_BrokenStr(), _NonStrStr(), Exception(), Exception(None)])
def test_unprintable_messages_fall_back_to_the_type(exc: Exception) -> None:
    """An exception without a usable message is described by its type name."""
    info = classify(exc)
    assert info.message
    assert info.type == type(exc).__name__


@pytest.mark.parametrize(
    ("value", "expected"),
    [(2.5, 2.5), (0, 0.0), (-1, None), (float("nan"), None), (float("inf"), None), ("5", None)],
)
def test_tool_error_retry_after_is_sanitised(value: object, expected: float | None) -> None:
    """Only finite seconds >= 0 count as retry_after; anything else is ignored, never raised."""
    assert classify(TransientError("x", retry_after=value)).retry_after == expected  # type: ignore[arg-type]


def test_tool_error_with_wrong_field_types_still_classifies() -> None:
    """A ToolError with a non-string code or non-JSON details still gives a valid ErrorInfo."""
    exc = ClientError("bad", code=404, suggestion=3, details={"when": object()})  # type: ignore[arg-type]
    info = classify(exc)
    assert info.code == "CLIENT_ERROR"
    assert info.suggestion
    json.dumps(info.model_dump(mode="json"))


def test_tool_error_subclass_without_init_call() -> None:
    """A subclass that forgets ``super().__init__`` is still classified by its category."""

    class Lazy(TransientError):
        def __init__(self) -> None:
            pass

    info = classify(Lazy())
    assert (info.category, info.code) == ("transient", "TRANSIENT_ERROR")


def test_details_are_made_safe() -> None:
    """Details from a tool are made JSON-safe and their secrets hidden."""
    info = classify(ClientError("x", details={"api_key": "abc123abc", "n": 1, "raw": b"\x00"}))
    assert info.details["api_key"] == "[REDACTED]"
    assert info.details["n"] == 1
    json.dumps(info.details)


def test_wrong_call_is_a_client_error_but_typeerror_inside_is_fatal() -> None:
    """Wrong arguments are INVALID_ARGUMENTS; a TypeError raised in the tool's body is a bug."""

    @retry_tool
    def add(a: int, b: int) -> int:
        return a + b

    wrong_call = add.observe(1)  # type: ignore[call-arg]
    assert (wrong_call.category, wrong_call.error_code) == ("client", "INVALID_ARGUMENTS")
    bug = add.observe(1, "2")  # type: ignore[arg-type]
    assert (bug.category, bug.error_code) == ("fatal", "TYPE_MISMATCH")


async def test_wrong_call_of_an_async_tool_is_a_client_error() -> None:
    """Wrong arguments to an async tool are INVALID_ARGUMENTS too, through both entries."""

    @retry_tool
    async def add(a: int, b: int) -> int:
        return a + b

    observation = await add.observe(1, 2, 3)  # type: ignore[call-arg]
    assert observation.error_code == "INVALID_ARGUMENTS"
    assert "error_code: INVALID_ARGUMENTS" in await add(c=1)  # type: ignore[call-arg]
    assert (await add.observe(1, None)).error_code == "TYPE_MISMATCH"  # type: ignore[arg-type]


def test_locale_zh_gives_chinese_suggestions() -> None:
    """``locale="zh"`` answers built-in suggestions in Chinese."""
    assert classify(TimeoutError()).suggestion != classify(TimeoutError(), locale="zh").suggestion
    assert "重试" in (classify(TimeoutError(), locale="zh").suggestion or "")
    assert "重试" in (classify(RuntimeError(), locale="zh").suggestion or "")


def test_every_category_has_a_default_suggestion() -> None:
    """An unknown code still gets its category's suggestion in both locales."""
    for category in ErrorCategory:
        for locale in ("en", "zh"):
            rule = toolretry.Rule(category, code="SOMETHING_ODD")
            info = classify(RuntimeError(), rules={RuntimeError: rule}, locale=locale)
            assert info.suggestion


exception_types = st.sampled_from(
    [Exception, RuntimeError, ValueError, OSError, TimeoutError, KeyError, LookupError]
)


@given(base=exception_types, message=st.text(), errno_=st.none() | st.integers())
def test_classify_never_raises(base: type[Exception], message: str, errno_: int | None) -> None:
    """Any exception, with any message and errno, gives an ErrorInfo with a known category."""
    exc = base(message)
    if errno_ is not None:
        exc.errno = errno_  # type: ignore[attr-defined]
    info = classify(exc)
    assert info.category in set(ErrorCategory)
    assert "\n" not in info.message


@pytest.mark.parametrize("field", ["code", "suggestion"])
def test_a_new_redaction_policy_applies_to_what_was_classified_before(field: str) -> None:
    """Redactions classify remembers belong to one policy: a new policy is applied at once."""
    import toolretry.redact

    secret = "acme_" + "0123456789abcdef" * 2
    exc = ClientError("x", **{field: f"rejected {secret}"})  # type: ignore[arg-type]
    assert secret in (getattr(classify(exc), field) or "")
    policy = toolretry.redact.RedactionPolicy().with_pattern(
        r"acme_(?P<secret>[0-9a-f]{32})", hint="acme_"
    )
    with toolretry.redact.use_policy(policy):
        assert secret not in (getattr(classify(exc), field) or "")
    assert secret in (getattr(classify(exc), field) or "")


def test_a_new_redaction_policy_applies_to_remembered_details() -> None:
    """Details read from an error body are redacted by the policy in force, not a stale one."""
    import toolretry.redact

    secret = "acme_" + "fedcba9876543210" * 2
    exc = _HTTPFailure(400)
    exc.response = httpx.Response(400, json={"error": {"type": secret}})  # type: ignore[assignment]
    assert classify(exc).details["error_type"] == secret
    policy = toolretry.redact.RedactionPolicy().with_pattern(
        r"acme_(?P<secret>[0-9a-f]{32})", hint="acme_"
    )
    with toolretry.redact.use_policy(policy):
        assert secret not in json.dumps(classify(exc).details)
