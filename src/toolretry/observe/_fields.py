"""``render_fields``: an observation's text from its field values, so the decorated tool's
answer needs no model (and no pydantic) unless a template asks for one."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

from ._render import fill_template, render_json, render_text
from ._results import render_envelope

if TYPE_CHECKING:
    from ._observation import Observation, Template
    from ._render import Detail, OutputFormat

__all__ = ["render_fields"]


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
                from ._observation import Observation

                observation = lambda: Observation(**values)  # noqa: E731
            return str(template(observation()))
        return fill_template(template, values)
    except Exception:  # A user's template must never turn a failure into a crash.
        return render_text(values, locale, in_turn, detail)
