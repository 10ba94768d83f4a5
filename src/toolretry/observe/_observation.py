"""The model a failure becomes, ``Observation`` (what the model is told), and how its text
is picked from field values (``render_fields``: the decorator's text path uses it without
building the model); the renderings themselves are in ``_render``."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, Literal, NamedTuple

from pydantic import BaseModel, PrivateAttr

from .._category import ErrorCategory
from ._render import (
    BLOCKED_CODES,
    FIELD_ORDER,
    Detail,
    OutputFormat,
    fill_template,
    render_json,
    render_text,
    visible_fields,
)
from ._results import render_envelope

__all__ = [
    "BLOCKED_CODES",
    "FIELD_ORDER",
    "Detail",
    "Observation",
    "OutputFormat",
    "Rendering",
    "Template",
    "render_fields",
    "visible_fields",
]

Template = str | Callable[["Observation"], str]


class Rendering(NamedTuple):
    """How an ``Observation`` renders: the decorator's ``format``, ``locale``, ``template``
    and ``detail``, and whether the turn's fields show."""

    format: OutputFormat = "text"
    locale: str = "en"
    template: Template | None = None
    in_turn: bool = False
    detail: Detail = "compact"
    envelope: bool = False


DEFAULT_RENDERING = Rendering()


class Observation(BaseModel):
    """What a tool call answers: its result, or a structured account of its failure.

    ``str(observation)`` renders it in the format chosen on the decorator. For ``status ==
    "ok"`` the rendering is the tool's own result.
    """

    status: Literal["ok", "error"]
    tool: str
    result: str | None = None
    """The rendered result of a successful call; not itself a rendered field."""
    error_code: str | None = None
    category: ErrorCategory | None = None
    retryable: bool | None = None
    retry_after: float | None = None
    attempts: int = 1
    max_attempts: int | None = None
    elapsed_s: float | None = None
    message: str | None = None
    suggestion: str | None = None
    details: dict[str, Any] = {}
    request: dict[str, Any] | None = None
    # Set only inside a turn (toolretry.turn).
    attempts_left: int | None = None
    failure_count: int | None = None
    """How many times this very call (tool and arguments) has failed in the turn."""
    allowed_max_attempts: int | None = None
    """The tool's failure limit in the turn (Forge's template field of that name)."""
    # Every failure carries these, in a turn or not; a turn also names a visible tool.
    next_action: str | None = None
    avoid: str | None = None
    suggested_tool: str | None = None
    warning: str | None = None
    stop: bool = False
    next_move: str | None = None
    fallback: str | None = None
    """The fallback that answered after the tool itself gave up (its result may be stale)."""
    primary_error: str | None = None
    """With ``fallback``: the ``error_code`` the tool itself gave up on."""

    _rendering: Rendering = PrivateAttr(default_factory=lambda: DEFAULT_RENDERING)
    _value: Any = PrivateAttr(default=None)

    @property
    def value(self) -> Any:
        """The tool's own result object on success, as the tool returned it (``result`` is its
        rendering, a string); never rendered, never serialised. None for a failure."""
        return self._value

    @property
    def ok(self) -> bool:
        """True when the call succeeded."""
        return self.status == "ok"

    @property
    def rendering(self) -> Rendering:
        """How ``str()`` renders this observation (set by ``with_rendering``)."""
        return self._rendering

    def with_rendering(
        self,
        *,
        format: OutputFormat = "text",
        locale: str = "en",
        template: Template | None = None,
        in_turn: bool | None = None,
        detail: Detail | None = None,
        envelope: bool | None = None,
    ) -> Observation:
        """Set how ``str()`` renders this observation; returns ``self`` for chaining.

        ``detail``: ``"compact"`` (the default: what a model needs to decide) or ``"full"``
        (every field, for logs); None keeps the current choice. ``envelope``: with
        ``format="json"``, a success renders as ``{"status": "ok", "tool": ..., "result": ...}``;
        None keeps the current choice.
        """
        current = self._rendering
        self._rendering = Rendering(
            format,
            locale,
            template,
            current.in_turn if in_turn is None else in_turn,
            current.detail if detail is None else detail,
            current.envelope if envelope is None else envelope,
        )
        return self

    def fields(self) -> dict[str, Any]:
        """Every rendered field in display order, empty ones left out, values JSON-ready."""
        return visible_fields(self.__dict__)

    def to_json(self) -> str:
        """The JSON rendering, every field (the tool's result as is for a success)."""
        return render_json(self.__dict__)

    def to_text(self, detail: Detail | None = None) -> str:
        """The text rendering: a headline a person reads, then one ``key: value`` per line.

        ``detail`` overrides the configured one: ``"full"`` gives every field (for a log).
        """
        rendering = self._rendering
        chosen = rendering.detail if detail is None else detail
        return render_text(self.__dict__, rendering.locale, rendering.in_turn, chosen)

    def render(self) -> str:
        """Render with the configured template, else the configured format and detail."""
        rendering = self._rendering
        return render_fields(
            self.__dict__,
            format=rendering.format,
            locale=rendering.locale,
            template=rendering.template,
            in_turn=rendering.in_turn,
            detail=rendering.detail,
            observation=lambda: self,
            envelope=rendering.envelope,
            value=self._value,
        )

    def __str__(self) -> str:
        return self.render()


def render_fields(
    values: Mapping[str, Any],
    *,
    format: OutputFormat = "text",
    locale: str = "en",
    template: Template | None = None,
    in_turn: bool = False,
    detail: Detail = "compact",
    observation: Callable[[], Observation] | None = None,
    envelope: bool = False,
    value: Any = None,
) -> str:
    """Render an observation from its field values (``Observation.render`` and the decorator's
    text path share this, so the model need not be built only to be printed).

    ``detail`` applies to the text format: ``"compact"`` for the model, ``"full"`` for logs.
    ``envelope`` (JSON only): a success is ``{"status": "ok", "tool": ..., "result": value}``.
    """
    if envelope and format == "json" and values.get("status") == "ok":
        return render_envelope(values, value)
    if values.get("status") == "ok" and not values.get("fallback"):
        result = values.get("result")
        return result if isinstance(result, str) else ""
    if template is not None and values.get("status") != "ok":
        return _apply_template(template, values, locale, in_turn, detail, observation)
    if format == "json":
        return render_json(values)
    return render_text(values, locale, in_turn, detail)


def _apply_template(
    template: Template,
    values: Mapping[str, Any],
    locale: str,
    in_turn: bool,
    detail: Detail,
    observation: Callable[[], Observation] | None,
) -> str:
    """Fill a user template; a broken template falls back to text rather than raise."""
    try:
        if callable(template):
            if observation is None:
                observation = lambda: Observation(**values)  # noqa: E731
            return str(template(observation()))
        return fill_template(template, values)
    except Exception:  # A user's template must never turn a failure into a crash.
        return render_text(values, locale, in_turn, detail)
