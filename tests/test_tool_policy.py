"""``redaction=``: a tool's own redaction additions apply to every channel of its calls (the
observation, ``request``, ``details``, ToolError fields, ``on_event`` records, log records and
tracebacks, ``toolretry.redact`` inside the tool) on top of the process-wide policy, and to
nothing else: not to other tools, other threads or other asyncio tasks."""

from __future__ import annotations

import asyncio
import inspect
import io
import json
import secrets
import threading
from collections.abc import Callable, Iterator
from typing import Any

import pytest

import toolretry.redact
from toolretry import (
    ConfigurationError,
    Event,
    Output,
    ToolError,
    reload_config,
    set_testing,
    smart_retry_with_observation,
    turn,
)
from toolretry._call._steps import SETTINGS_ATTR
from toolretry.instrumentation import disable_stats, enable_stats
from toolretry.redact import RedactionPolicy
from toolretry.redact._current import current_policy, process_policy
from toolretry.upstream import CircuitBreaker


def fresh_value() -> str:
    """A value no built-in rule would hide: letters only, no vendor shape, no secret name."""
    return "".join(secrets.choice("bcdfghjkmnpqrstvwxz") for _ in range(14))


def fresh_name() -> str:
    """A key name no built-in rule knows (``widget_ref_k…``)."""
    return "widget_ref_" + "".join(secrets.choice("bcdfghjk") for _ in range(5))


@pytest.fixture(autouse=True)
def _policy_restored() -> Iterator[None]:
    before = process_policy()
    with set_testing(True), toolretry.redact.use_policy(before):
        yield


def call(tool: Callable[..., Any], *args: Any, **kwargs: Any) -> Any:
    result = tool(*args, **kwargs)
    if inspect.isawaitable(result):
        return asyncio.run(result)  # type: ignore[arg-type]
    return result


def raising_tool(is_async: bool, message: Callable[[], str], **options: Any) -> Callable[..., Any]:
    if is_async:

        async def tool_async(query: str, ref: str = "") -> str:
            await asyncio.sleep(0)
            raise RuntimeError(message())

        return smart_retry_with_observation(**options)(tool_async)

    def tool_sync(query: str, ref: str = "") -> str:
        raise RuntimeError(message())

    return smart_retry_with_observation(**options)(tool_sync)


# --- decoration-time checks ---------------------------------------------------------------


@pytest.mark.parametrize(
    "bad",
    ["pin", ["pin"], {"key_names": ["pin"]}, RedactionPolicy, 3, object(), b"x"],
    ids=["str", "list", "dict", "the class", "int", "object", "bytes"],
)
def test_a_wrong_redaction_argument_raises_at_decoration(bad: object) -> None:
    with pytest.raises(ConfigurationError, match=r"redaction must be .*RedactionPolicy"):
        smart_retry_with_observation(redaction=bad)
    with pytest.raises(ConfigurationError, match="redaction"):

        @smart_retry_with_observation(redaction=bad)
        def tool() -> str:
            return "ok"


def test_a_policy_keeps_the_plain_success_path() -> None:
    """The policy is applied by the failure steps only: the wrapper is the plain one."""

    def tool() -> str:
        return "ok"

    async def tool_async() -> str:
        return "ok"

    policy = RedactionPolicy().with_key_names("widget_pin_code")
    for original in (tool, tool_async):
        plain = smart_retry_with_observation(original)
        scoped = smart_retry_with_observation(redaction=policy)(original)
        assert scoped.__code__ is plain.__code__
    assert smart_retry_with_observation(redaction=policy)(tool)() == "ok"


# --- every channel ------------------------------------------------------------------------


@pytest.mark.parametrize("is_async", [False, True], ids=["sync", "async"])
@pytest.mark.parametrize(
    ("fmt", "detail"), [("text", "compact"), ("text", "full"), ("json", "full")]
)
def test_the_tools_names_and_patterns_are_hidden_in_its_observation(
    is_async: bool, fmt: str, detail: str
) -> None:
    name, named, shaped = fresh_name(), fresh_value(), "acme_" + secrets.token_hex(8)
    policy = RedactionPolicy().with_key_names(name).with_pattern(r"acme_[0-9a-f]{16}", hint="acme_")
    tool = raising_tool(
        is_async,
        lambda: f"lookup failed: {name}={named} while sending {shaped}",
        redaction=policy,
        format=fmt,
        output=Output(detail=detail),
        max_retries=0,
    )
    text = call(tool, f"find {shaped}", ref="r-1")
    assert named not in text, text
    assert shaped not in text, text
    assert f"{name}=[REDACTED]" in text
    if fmt == "json":
        params = json.loads(text)["request"]["params"]
        assert params == {"query": "find [REDACTED]", "ref": "r-1"}


@pytest.mark.parametrize("is_async", [False, True], ids=["sync", "async"])
def test_a_parameter_under_the_tools_name_is_hidden_in_request(is_async: bool) -> None:
    value = fresh_value()

    def body(**kwargs: Any) -> None:
        raise ValueError("no such widget")

    if is_async:

        async def lookup(widget_pass_code: str, colour: str) -> str:
            body()
            return "ok"

    else:

        def lookup(widget_pass_code: str, colour: str) -> str:  # type: ignore[misc]
            body()
            return "ok"

    policy = RedactionPolicy().with_key_names("widget_pass_code")
    tool = smart_retry_with_observation(redaction=policy, format="json", max_retries=0)(lookup)
    params = json.loads(call(tool, value, colour=value[:6]))["request"]["params"]
    assert params["widget_pass_code"] == "[REDACTED]"
    assert params["colour"] == value[:6]  # Only the named parameter.
    unscoped = smart_retry_with_observation(format="json", max_retries=0)(lookup)
    assert (
        json.loads(call(unscoped, value, colour="red"))["request"]["params"]["widget_pass_code"]
        == value
    )


@pytest.mark.parametrize("is_async", [False, True], ids=["sync", "async"])
def test_toolerror_fields_details_and_events_are_hidden(is_async: bool) -> None:
    secret = "zz9" + secrets.token_hex(10)
    events: list[Event] = []
    policy = RedactionPolicy().with_pattern(r"zz9[0-9a-f]{20}", name="zz9 ids", hint="zz9")

    def fail() -> None:
        raise ToolError(
            f"rejected {secret}",
            code=f"DENIED_{secret}",
            suggestion=f"ask for a new {secret}",
            details={"ref": secret, "nested": [{"again": secret}]},
        )

    if is_async:

        async def widget() -> str:
            fail()
            return "ok"

    else:

        def widget() -> str:  # type: ignore[misc]
            fail()
            return "ok"

    tool = smart_retry_with_observation(
        redaction=policy, format="json", output=Output(detail="full"), on_event=events.append
    )(widget)
    text = call(tool)
    assert secret not in text
    assert "[REDACTED]" in text
    observation = call(tool.observe)
    assert secret not in repr(observation.__dict__)
    assert events
    assert all(secret not in repr(event) for event in events)


@pytest.mark.parametrize("is_async", [False, True], ids=["sync", "async"])
def test_log_records_and_tracebacks_at_debug_are_hidden(
    is_async: bool, debug_log: io.StringIO
) -> None:
    name, value = fresh_name(), fresh_value()
    policy = RedactionPolicy().with_key_names(name)

    def message() -> str:
        local_secret = f"{name}: {value}"  # In the traceback's text too.
        raise ConnectionError(local_secret)

    tool = raising_tool(is_async, message, redaction=policy, max_retries=2)
    call(tool, "q")
    text = debug_log.getvalue()
    assert "Traceback" in text
    assert "retrying" in text
    assert value not in text, text


def test_a_raising_on_event_hook_logs_nothing_of_the_tools_secret(
    debug_log: io.StringIO,
) -> None:
    name, value = fresh_name(), fresh_value()

    def hook(event: Event) -> None:
        raise RuntimeError(f"hook broke on {name}={value}")

    tool = raising_tool(
        False,
        lambda: f"{name}={value} refused",
        redaction=RedactionPolicy().with_key_names(name),
        on_event=hook,
    )
    assert value not in call(tool, "q")
    assert "hook" in debug_log.getvalue()
    assert value not in debug_log.getvalue()


def test_the_tool_body_and_its_success_keep_the_process_wide_policy() -> None:
    """A success writes nothing redacted; inside the body, redact() is the process-wide one."""
    name, value = fresh_name(), fresh_value()
    seen: list[str] = []

    @smart_retry_with_observation(redaction=RedactionPolicy().with_key_names(name))
    def tool() -> str:
        seen.append(toolretry.redact.redact(f"{name}={value}"))
        return f"{name}={value}"

    assert tool() == f"{name}={value}"  # A result is the tool's own answer, never redacted.
    assert seen == [f"{name}={value}"]


# --- on top of the process-wide policy, and only for this tool ----------------------------


def test_process_wide_additions_made_later_still_apply() -> None:
    own, later = fresh_name(), fresh_name()
    own_value, later_value = fresh_value(), fresh_value()
    tool = raising_tool(
        False,
        lambda: f"{own}={own_value} {later}={later_value}",
        redaction=RedactionPolicy().with_key_names(own),
    )
    toolretry.redact.add_key_name(later)
    text = call(tool, "q")
    assert own_value not in text
    assert later_value not in text
    assert later in process_policy().key_names
    assert own not in process_policy().key_names


def test_built_in_rules_keep_working_beside_the_tools() -> None:
    password = secrets.token_urlsafe(12)
    tool = raising_tool(
        False,
        lambda: f"postgres://app:{password}@db.internal:5432/x refused",
        redaction=RedactionPolicy().with_key_names(fresh_name()),
    )
    assert password not in call(tool, "q")


def test_a_rule_switched_off_for_one_tool_stays_on_for_others() -> None:
    password = "".join(secrets.choice("abcdefgh") for _ in range(10)) + "9Q"
    message = f"https://bob:{password}@proxy.internal:3128 refused"
    lenient = raising_tool(
        False, lambda: message, redaction=RedactionPolicy().without_rules("url_password")
    )
    strict = raising_tool(False, lambda: message)
    assert password in call(lenient, "q")
    assert password not in call(strict, "q")
    assert password in call(lenient.observe, "q").message


def test_other_tools_and_the_same_message_are_not_affected() -> None:
    name, value = fresh_name(), fresh_value()
    text = f"{name}={value} refused"
    scoped = raising_tool(False, lambda: text, redaction=RedactionPolicy().with_key_names(name))
    plain = raising_tool(False, lambda: text)
    # Alternating, so a message remembered under one policy is never served under the other.
    for _ in range(3):
        assert value not in call(scoped, "q")
        assert value in call(plain, "q")
    assert current_policy() is process_policy()  # Nothing left behind after the calls.


def test_a_tool_called_inside_another_applies_its_own_then_the_outer_applies_its() -> None:
    outer_name, inner_name = fresh_name(), fresh_name()
    outer_value, inner_value = fresh_value(), fresh_value()
    seen: dict[str, str] = {}

    @smart_retry_with_observation(redaction=RedactionPolicy().with_key_names(inner_name))
    def inner() -> str:
        raise RuntimeError(f"{inner_name}={inner_value}")

    @smart_retry_with_observation(redaction=RedactionPolicy().with_key_names(outer_name))
    def outer() -> str:
        seen["inner"] = inner()
        seen["after"] = toolretry.redact.redact(f"{inner_name}={inner_value}")
        raise RuntimeError(f"{outer_name}={outer_value} after {seen['inner']}")

    text = outer()
    assert inner_value not in seen["inner"]
    assert seen["after"] == f"{inner_name}={inner_value}"  # The inner call's additions ended.
    assert outer_value not in text
    assert inner_value not in text


def test_threads_see_only_their_own_tools_additions() -> None:
    name, value = fresh_name(), fresh_value()
    text = f"{name}={value} refused"
    scoped = raising_tool(False, lambda: text, redaction=RedactionPolicy().with_key_names(name))
    plain = raising_tool(False, lambda: text)
    wrong: list[str] = []
    barrier = threading.Barrier(8)

    def run(tool: Callable[..., Any], expect_hidden: bool) -> None:
        barrier.wait()
        for _ in range(40):
            hidden = value not in call(tool, "q")
            if hidden is not expect_hidden:
                wrong.append(f"hidden={hidden}")

    threads = [
        threading.Thread(target=run, args=(scoped, True) if i % 2 else (plain, False))
        for i in range(8)
    ]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert wrong == []


def test_asyncio_tasks_see_only_their_own_tools_additions() -> None:
    name, value = fresh_name(), fresh_value()

    async def body(ref: str) -> str:
        for _ in range(3):
            await asyncio.sleep(0)  # Interleave with the other tasks.
        raise RuntimeError(f"{name}={value} refused")

    scoped = smart_retry_with_observation(
        redaction=RedactionPolicy().with_key_names(name), max_retries=0
    )(body)
    plain = smart_retry_with_observation(max_retries=0)(body)

    async def main() -> list[tuple[bool, str]]:
        tools = [scoped if i % 2 else plain for i in range(20)]
        answers = await asyncio.gather(*(tool("x") for tool in tools))
        return [(tool is scoped, answer) for tool, answer in zip(tools, answers, strict=True)]

    for is_scoped, answer in asyncio.run(main()):
        assert (value not in answer) is is_scoped, answer


def test_the_additions_end_when_the_tool_is_interrupted() -> None:
    name = fresh_name()

    @smart_retry_with_observation(redaction=RedactionPolicy().with_key_names(name))
    def tool() -> str:
        raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        tool()
    assert current_policy() is process_policy()


def test_inside_a_turn_the_tools_additions_apply() -> None:
    name, value = fresh_name(), fresh_value()
    tool = raising_tool(
        False,
        lambda: f"{name}={value} refused",
        redaction=RedactionPolicy().with_key_names(name),
        max_retries=0,
    )
    with turn():
        first, blocked = call(tool, "same"), call(tool, "same")
    assert value not in first
    assert value not in blocked


# --- the decorated tool stays what it was -------------------------------------------------


def test_name_signature_wrapped_and_kind_are_kept() -> None:
    policy = RedactionPolicy().with_key_names("widget_pin_code")

    async def fetch_async(city: str, days: int = 3) -> dict[str, int]:
        """Fetch it."""
        return {"days": days}

    def fetch(city: str, days: int = 3) -> dict[str, int]:
        """Fetch it."""
        return {"days": days}

    for original, is_async in ((fetch, False), (fetch_async, True)):
        tool = smart_retry_with_observation(redaction=policy)(original)
        assert tool.__name__ == original.__name__
        assert tool.__doc__ == "Fetch it."
        assert tool.__wrapped__ is original
        plain = smart_retry_with_observation(original)
        assert inspect.signature(tool) == inspect.signature(plain)
        assert tool.__annotations__ == plain.__annotations__
        assert inspect.iscoroutinefunction(tool) is is_async
        assert inspect.iscoroutinefunction(tool.observe) is is_async
        assert call(tool, "Oslo", days=2) == '{"days": 2}'


def test_decorating_again_keeps_or_replaces_the_policy() -> None:
    first, second = fresh_name(), fresh_name()
    first_value, second_value = fresh_value(), fresh_value()

    def tool() -> str:
        raise RuntimeError(f"{first}={first_value} {second}={second_value}")

    once = smart_retry_with_observation(redaction=RedactionPolicy().with_key_names(first))(tool)
    again = smart_retry_with_observation(max_retries=0)(once)
    assert again.__wrapped__ is tool
    text = again()
    assert first_value not in text
    assert second_value in text
    replaced = smart_retry_with_observation(redaction=RedactionPolicy().with_key_names(second))(
        once
    )
    text = replaced()
    assert second_value not in text
    assert first_value in text


def test_a_method_with_a_policy() -> None:
    name, value = fresh_name(), fresh_value()
    policy = RedactionPolicy().with_key_names(name)

    class Client:
        @smart_retry_with_observation(redaction=policy)
        def fetch(self, ref: str) -> str:
            raise RuntimeError(f"{name}={value} for {ref}")

        @smart_retry_with_observation(redaction=policy)
        @staticmethod
        def ping() -> str:
            raise RuntimeError(f"{name}={value}")

    assert value not in Client().fetch("r1")
    assert "r1" in Client().fetch("r1")
    assert value not in Client.ping()


def test_reload_config_changes_the_tool_and_keeps_its_policy(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    name, value = fresh_name(), fresh_value()
    runs = {"n": 0}

    @smart_retry_with_observation(
        redaction=RedactionPolicy().with_key_names(name), max_retries=0, name="policy_probe"
    )
    def tool() -> str:
        runs["n"] += 1
        raise ConnectionError(f"{name}={value} reset")

    assert value not in tool()
    assert runs["n"] == 1
    monkeypatch.setenv("TOOLRETRY__POLICY_PROBE__MAX_RETRIES", "2")
    try:
        assert reload_config() >= 1
        assert getattr(tool, SETTINGS_ATTR).max_retries == 2
        assert value not in tool()
        assert runs["n"] == 1 + 3
    finally:
        monkeypatch.delenv("TOOLRETRY__POLICY_PROBE__MAX_RETRIES")
        reload_config()


# --- every path a failure can take --------------------------------------------------------

PATHS = ["plain", "guarded", "in a turn", "listened", "observe", "fallback", "retried"]


@pytest.mark.parametrize("is_async", [False, True], ids=["sync", "async"])
@pytest.mark.parametrize("path", PATHS)
def test_every_failure_path_applies_the_tools_policy(path: str, is_async: bool) -> None:
    """Each failure step is marked: removing the mark from any one fails its row here."""
    name, value = fresh_name(), fresh_value()
    policy = RedactionPolicy().with_key_names(name)
    options: dict[str, Any] = {"redaction": policy, "max_retries": 0}
    if path == "guarded":
        options["breaker"] = CircuitBreaker(f"upstream-{secrets.token_hex(4)}")
    if path == "retried":
        options["max_retries"] = 2
    if path == "fallback":

        def fallback(query: str, ref: str = "") -> str:
            raise RuntimeError(f"fallback broke: {name}={value}")

        options["fallback"] = fallback
    error = ConnectionError if path in ("retried", "fallback") else RuntimeError
    events: list[Event] = []
    options["on_event"] = events.append

    def message() -> str:
        raise error(f"{name}={value} refused")

    tool = raising_tool(is_async, message, **options)
    if path == "in a turn":
        with turn():
            text = call(tool, "q")
    elif path == "listened":
        enable_stats()
        try:
            text = call(tool, "q")
        finally:
            disable_stats()
    elif path == "observe":
        text = json.dumps(call(tool.observe, "q").__dict__, default=str)
    else:
        text = call(tool, "q")
    assert "[REDACTED]" in text, text
    assert value not in text, text
    assert events
    assert all(value not in repr(event) for event in events)
    plain = raising_tool(is_async, message, **{**options, "redaction": None})
    assert value in call(plain, "q")  # The same call without the policy shows it.


@pytest.mark.parametrize("is_async", [False, True], ids=["sync", "async"])
def test_a_result_that_cannot_be_rendered_applies_the_tools_policy(is_async: bool) -> None:
    """The one success step that writes an observation: a result put into no words."""
    name, value = fresh_name(), fresh_value()

    class Unprintable:
        def __repr__(self) -> str:
            raise RuntimeError(f"cannot print {name}={value}")

        __str__ = __repr__

    def unprintable(query: str) -> Any:
        return Unprintable()

    async def unprintable_async(query: str) -> Any:
        return Unprintable()

    target = unprintable_async if is_async else unprintable
    policy = RedactionPolicy().with_key_names(name)
    text = call(smart_retry_with_observation(redaction=policy, format="json")(target), "q")
    assert value not in text
    shown = call(smart_retry_with_observation(format="json")(target), "q")
    assert value in shown  # Without the policy the message shows it.


# --- the tool's name ----------------------------------------------------------------------


@pytest.mark.parametrize("is_async", [False, True], ids=["sync", "async"])
def test_a_tool_name_built_from_a_secret_is_hidden_in_every_channel(
    is_async: bool, debug_log: io.StringIO
) -> None:
    key = "sk-proj-" + secrets.token_hex(20)
    account = "acct_" + "".join(secrets.choice("0123456789") for _ in range(12))
    events: list[Event] = []
    policy = RedactionPolicy().with_pattern(r"acct_\d{12}", hint="acct_")
    for name, options in ((f"query_{key}", {}), (f"charge_{account}", {"redaction": policy})):
        tool = raising_tool(
            is_async, lambda: "boom", name=name, on_event=events.append, max_retries=1, **options
        )
        for fmt in ("text", "json"):
            tool_fmt = raising_tool(is_async, lambda: "boom", name=name, format=fmt, **options)
            assert "[REDACTED]" in call(tool_fmt, "q")
        shown = call(tool, "q") + repr(events) + debug_log.getvalue()
        assert key[8:18] not in shown
        assert account[5:15] not in shown
