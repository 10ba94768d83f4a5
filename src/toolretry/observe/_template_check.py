"""A template's fields checked at decoration time: a misspelt field must not render empty."""

from __future__ import annotations

import string

from ..exceptions import ConfigurationError
from ._render import FIELD_ORDER

__all__ = ["check_template"]


def check_template(template: str) -> None:
    """Refuse a format-string template that names a field no observation has (it would render
    empty without a word) or that cannot be parsed: ``ConfigurationError`` naming the fields."""
    known = ", ".join(FIELD_ORDER)
    try:
        parsed = list(string.Formatter().parse(template))
    except ValueError as exc:
        raise ConfigurationError(
            f"template {template!r} is not a valid format string ({exc}); write fields as "
            f"{{name}} (known: {known}) and a literal brace as {{{{ or }}}}."
        ) from None
    for _, field, _, _ in parsed:
        if field is None:
            continue
        root = field.split(".", 1)[0].split("[", 1)[0]
        if root not in FIELD_ORDER:
            raise ConfigurationError(
                f"template names the unknown field {{{field}}}; use one of: {known}."
            )
