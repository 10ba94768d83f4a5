"""A key given to what builds a client, where the message says the key was refused; a value
under a JSON Patch's path or a name field with other fields between."""

from __future__ import annotations

import pytest

from toolretry.redact import REDACTED, redact, redact_value


@pytest.mark.parametrize(
    ("template", "key"),
    [
        ('client = Quarry("{}")\nquarry.errors.HTTPError: 401 {{"error":"Invalid token"}}',
         "Hq3Kw/B0qVUk5rNa+Foysy7wCJjhHsJvK2ItTK9Cfc"),
        ('Flags flags = FlagsClient.builder("srv-env-{}").build();\nERROR apiKey rejected',
         "21c42f3d0e6b2a6238afbb6472467686"),
        ('Feature client = Feature.create("prod-server-{}");\nFeatureHttpException: 401',
         "67ba5438-8616-4cbf-9eb5-10fd117f59ca"),
        ("sdk.init('{}')  # -> 401 Unauthorized", "pk_Zq8Lm2Xv7Rt4Wn6Yp3Bc9Hd"),
        ('$api = new RestClient("acme", "{}"); // AuthorizationException: 401', "Tq7vLm2Zx9Kp4Wn8"),
    ],
)  # fmt: skip
def test_a_key_given_to_a_clients_builder_is_hidden_where_it_was_refused(
    template: str, key: str
) -> None:
    out = redact(template.format(key))
    assert (REDACTED in out, key[4:16] in out) == (True, False)


@pytest.mark.parametrize(
    "text",
    [
        '401 for get_user("3f2a9c1e-8b7d-4e6f-a5c4-1d2e3f4a5b6c")',
        'client = Quarry("https://api.quarry.io/v2") -> 401',
        'Sdk.builder("eu-west-1").build() failed: invalid region',
        'client = Quarry("G4Q3Kw/B0qVUk5rNa+Foysy7wCJjhHsJvK2ItTK9") ready',
    ],
)
def test_strings_that_are_no_refused_key_stay(text: str) -> None:
    assert redact(text) == text


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ('[{"op": "add", "path": "/webhook/secret", "value": "7811c3263fdfd19b67a4ca5c66fe0855"}]',
         "7811c3263fdfd19b67a4ca5c66fe0855"),
        ('[{"op":"replace","path":"/auth/api_key","value":"Zq8Lm2Xv7Rt4Wn6Y"}]',
         "Zq8Lm2Xv7Rt4Wn6Y"),
        ('{"key": "mysql.pass", "source": "local", "value": "3cbxJe@DpcIz"}', "3cbxJe@DpcIz"),
        ('{"name": "SMTP_PASSWORD", "origin": "vault", "scope": "prod", "value": "pL9!xQ2w"}',
         "pL9!xQ2w"),
    ],
)  # fmt: skip
def test_a_value_named_by_its_path_or_a_field_before_it_is_hidden(text: str, value: str) -> None:
    assert value not in redact(text)


@pytest.mark.parametrize(
    "text",
    [
        '[{"op": "replace", "path": "/spec/replicas", "value": "3"}]',
        '{"name": "LOG_LEVEL", "source": "env", "value": "debug"}',
        '[{"op": "add", "path": "/metadata/labels/tier", "value": "backend"}]',
    ],
)
def test_a_value_named_for_no_secret_stays(text: str) -> None:
    assert redact(text) == text


@pytest.mark.parametrize(
    ("name", "value"),
    [
        ("apiKaliti", "cYPi1b7cSnrdHyutwEVUUrlcsjLfbroVqIkIZRzd"),
        ("hookKey", "jesnzncz4853fcmzcsetvtjs67xg8qnj"),
        ("tdvSec", "298bfd65-a7c7-45fa-90a2-78129fc4b059"),
        ("rcvryCd", "013bf-1acc5"),
        ("maKhoiPhuc", "33707-928c9"),
        ("x", "a1b2c-3d4e5"),
    ],
)
def test_an_argument_of_a_keys_or_a_codes_shape_is_hidden(name: str, value: str) -> None:
    assert redact_value({name: value}) == {name: REDACTED}


@pytest.mark.parametrize(
    ("name", "value"),
    [
        ("timeout_sec", "30"),
        ("phone", "55512-34567"),
        ("query", "best pizza near union square"),
        ("repo", "acme/checkout-service-backend"),
        ("page", "Getting-Started#Install2"),
        ("branch", "feature/add-login-page-for-admins"),
        ("title", "RetryBackoffSecondsConfiguration"),
    ],
)
def test_an_argument_of_no_keys_shape_stays(name: str, value: str) -> None:
    assert redact_value({name: value}) == {name: value}


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        ('{"out": "{\\"key\\": \\"db.pass\\", \\"source\\": \\"local\\", '
         '\\"value\\": \\"3cbxJe@Dp\\"}"}', "3cbxJe@Dp"),
        ("$ curl -u ':LIVE_1CJ8VYI9PDBT66YZW791EJGRUOCN4IVG' https://app.example.io/api",
         "LIVE_1CJ8VYI9PDBT66YZW791EJGRUOCN4IVG"),
        ("$ curl -u superuser:'J4SKg7.g0IPP' http://127.0.0.1:8080/x", "J4SKg7.g0IPP"),
        ("$ agentd install -s https://ci.example.io -t 57h1zn9v67za6mx7hf4yl7p7mpfhjk6j\n"
         "ERROR: server refused agent registration (403)", "57h1zn9v67za6mx7hf4yl7p7mpfhjk6j"),
        ("token=api-cmxeebjvcxuibbphswxedaxqwnbu", "cmxeebjvcxuibbphswxedaxqwnbu"),
        ('{"token":"svc-qwzrtplmnbvcxkjhgf","type":"service"}', "qwzrtplmnbvcxkjhgf"),
    ],
)  # fmt: skip
def test_values_of_these_layouts_are_hidden(text: str, secret: str) -> None:
    assert secret not in redact(text)


@pytest.mark.parametrize(
    "text",
    [
        "docker run -u :1000 img",
        "tmux attach -t 57h1zn9v67za6mx7hf4yl7p7mpfhjk6j: no sessions",
        "token=deploy-notifications",
        "secret: kubernetes-authentication-config",
    ],
)
def test_values_of_these_layouts_that_are_no_secret_stay(text: str) -> None:
    assert redact(text) == text


def test_a_uuid_a_php_constant_named_for_a_key_holds_is_hidden() -> None:
    text = "define('PAYNOW_KEY' , 'cd2a8160-cea3-4f5a-8f12-089790d951f1');"
    assert redact(text) == f"define('PAYNOW_KEY' , '{REDACTED}');"


def test_a_uuid_a_php_constant_named_for_a_stores_key_holds_stays() -> None:
    text = "define('SORT_KEY', 'cd2a8160-cea3-4f5a-8f12-089790d951f1');"
    assert redact(text) == text


@pytest.mark.parametrize(
    ("text", "key"),
    [
        ('{"tvdbapi": "4fc4f4dbc8b39b80bfc9b73d027fcc57"}', "4fc4f4dbc8b39b80bfc9b73d027fcc57"),
        ("TMDB_API=be59ec216c03667fba083b30d659b3bc", "be59ec216c03667fba083b30d659b3bc"),
        ("$ tool config\napi: 5b1e019f-0f9a-41a9-958c-49abf1dbbd7a\norg: acme",
         "5b1e019f-0f9a-41a9-958c-49abf1dbbd7a"),
        ("$ http GET https://api.example.io/v1/orders sc-api:zsjaWPvg8lLDFZqfUZc4opeXAYRKAEaxUOsj",
         "zsjaWPvg8lLDFZqfUZc4opeXAYRKAEaxUOsj"),
        ("[OUTPUT]\n    API      10477/fed6e9484b17fdd2a1c4299f54829c25910d34be\n",
         "fed6e9484b17fdd2a1c4299f54829c25910d34be"),
    ],
)  # fmt: skip
def test_a_keys_shape_under_an_apis_name_is_hidden(text: str, key: str) -> None:
    assert key not in redact(text)


@pytest.mark.parametrize(
    "text",
    [
        "openapi: 3.1.0",
        "api: https://api.example.com/v1",
        '"api": "payments-service-v2"',
        "apiVersion: apps/v1",
        "REST api 4fc4f4dbc8b39b80bfc9b73d027fcc57 digest",
        "GET https://api.example.com/v1/users/3f2a9c1e-8b7d-4e6f-a5c4-1d2e3f4a5b6c 404",
    ],
)
def test_other_values_under_an_apis_name_stay(text: str) -> None:
    assert redact(text) == text
