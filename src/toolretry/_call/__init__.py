"""The one call pipeline: admission → guard → attempt → retry → fallback → finish.

The only package that composes the layers below it (turn, upstream, retry, classify,
observe, instrumentation).
"""
