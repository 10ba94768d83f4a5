"""A declared contract checked at run time failed: say which side broke it.

Tools guard their boundary with runtime checkers: type hints (typeguard, beartype, jaxtyping),
pre/postconditions, JSON or XML schemas. Their failures share a shape that says who is at
fault, whatever the checker:

* an *argument* or *payload* broke the declared hint or precondition: the caller (the model)
  sent a wrong value, so the call must change (client ``INVALID_ARGUMENTS``);
* the *return value* (or a postcondition, an invariant) broke it: the tool broke its own
  contract, a bug a person must fix (fatal ``CONTRACT_BROKEN``);
* the *schema itself* is wrong, or one of its ``$ref`` points nowhere: the tool's own
  definition, not the data, is at fault (fatal ``INVALID_SCHEMA``).

The class name's words (`name_words`) decide first, per class; the message's head decides
only what the name leaves open (which side a generic "TypeCheckError" speaks of, a ``$ref``
that resolves nowhere under a generic "ValidationError").
"""

from __future__ import annotations

import re

from .._category import ErrorCategory
from ._name_tokens import name_words
from ._verdict import Verdict

__all__ = ["contract_verdict"]

_CLIENT, _FATAL = ErrorCategory.CLIENT, ErrorCategory.FATAL

# A runtime check of a declared contract: typeguard's "TypeCheckError", beartype's
# "CallHintParamViolation"/"DoorHintViolation", pytypes' "InputTypeError"/"ReturnTypeError",
# deal's "PreContractError"/"PostContractError", "PostconditionViolation"-style names. Not a
# bare "PreconditionFailed": that is HTTP 412's name, a request to resend, not a contract.
_CHECK = re.compile(
    r"\btype ?check\b|\bhint violation\b|\b(param|parameter|argument|arg|return) violation\b"
    r"|\b(input|return|argument|arg|param|parameter) type\b"
    r"|\b(pre|post|inv|invariant) ?contract\b|\bpre ?condition (violation|violated)\b"
    r"|\bpost ?condition\b|\binvariant (violation|violated|failed|broken)\b"
)
# Words of the name saying the tool's own output broke it.
_OWN_SIDE = re.compile(r"\b(return|returned|post|postcondition|inv|invariant|yield|yielded)\b")
# Words of the name saying the caller's input broke it.
_CALLER_SIDE = re.compile(r"\b(param|parameter|argument|arg|input|pre|precondition|door)\b")
# The message's head saying the returned (or yielded) value broke the hint: typeguard's
# "the return value (str) is not an instance of int", "type of the return value must be…".
_OWN_SAID = re.compile(
    r"^\W{0,3}(type of )?(the )?(return|returned|yielded) value\b|\breturn (value|type|hint)\b"
    r" (of|for|violat|does not|is not|must)",
    re.IGNORECASE,
)
# The schema or model definition itself failed (fastjsonschema's
# "JsonSchemaDefinitionException", xmlschema's "XMLSchemaParseError", fastavro's
# "SchemaParseException", pydantic's "SchemaGenerationError") or a reference inside it resolves
# nowhere (referencing's "Unresolvable", jsonschema's "RefResolutionError"). Not a bare
# "SchemaError": polars and pandera raise it for *data* that does not fit the schema, so the
# message decides there (below). Not "XMLSchemaValidationError": that is the data's.
_SCHEMA = re.compile(
    r"\bschema (definition|parse|generation|compil\w*)$|^(wrapped )?referencing$"
    r"|^unresolvable$|\bref(erence)? resolution$|\bpointer to nowhere$"
)
# A validation or schema error whose message says the schema broke its meta-schema
# (jsonschema's "Failed validating 'type' in metaschema[…]") or that a reference in it resolves
# nowhere (jsonschema-rs' "Pointer '/definitions/x' does not exist", fastjsonschema's
# "Unresolvable ref", "PointerToNowhere: …", "can't resolve reference …").
_VALIDATING = re.compile(r"\b(validation|valid|invalid|schema)\b")
_NOWHERE = re.compile(
    r"^\W{0,3}(pointer ?(to ?nowhere)?:? ?['\"]?#?/[^'\"\n]{0,200}['\"]? does not exist"
    r"|unresolvable (json )?(\$?ref|reference|pointer)"
    r"|(can ?not|can't|could not|unable to|failed to) resolve (the )?(\$?ref|reference|pointer))"
    r"|\bin meta-?schema\b",
    re.IGNORECASE,
)

_CHECKED, _SCHEMA_KIND, _VALIDATING_KIND = "checked", "schema", "validating"
# Class name -> which kind of contract failure its words say (None: none), kept per name.
_KINDS: dict[str, tuple[str, ErrorCategory | None] | None] = {}
_KINDS_MAX = 512


def _kind(name: str) -> tuple[str, ErrorCategory | None] | None:
    words = name_words(name)
    if _SCHEMA.search(words):
        return _SCHEMA_KIND, _FATAL
    if _CHECK.search(words):
        if _OWN_SIDE.search(words):
            return _CHECKED, _FATAL
        return _CHECKED, _CLIENT if _CALLER_SIDE.search(words) else None
    if _VALIDATING.search(words):
        return _VALIDATING_KIND, None
    return None


def _head(exc: BaseException) -> str:
    try:
        return str(exc)[:300]
    except Exception:  # a broken __str__ says nothing
        return ""


def contract_verdict(exc: BaseException) -> Verdict | None:
    """The verdict on a failed runtime check of a declared contract (see the module's
    docstring); None when the class's name shows no such check."""
    name = type(exc).__name__
    try:
        kind = _KINDS[name]
    except KeyError:
        if len(_KINDS) >= _KINDS_MAX:
            _KINDS.clear()
        kind = _KINDS[name] = _kind(name)
    if kind is None:
        return None
    shape, side = kind
    if shape is _SCHEMA_KIND:
        return Verdict(_FATAL, "INVALID_SCHEMA", exc, may_have_taken_effect=False)
    if shape is _VALIDATING_KIND:
        if _NOWHERE.search(_head(exc)):
            return Verdict(_FATAL, "INVALID_SCHEMA", exc, may_have_taken_effect=False)
        return None
    if side is None:  # a generic check: the message says whose value broke it
        side = _FATAL if _OWN_SAID.search(_head(exc)) else _CLIENT
    if side is _FATAL:
        return Verdict(_FATAL, "CONTRACT_BROKEN", exc)
    return Verdict(_CLIENT, "INVALID_ARGUMENTS", exc, may_have_taken_effect=False)
