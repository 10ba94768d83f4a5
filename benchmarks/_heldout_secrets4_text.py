"""Held-out set 4: credential names in many languages, odd separators, authorization schemes.

Each row is (name, where the wording or syntax comes from, the message, the placeholder that
must not leave). Placeholders as in ``_heldout_secrets4_tools``: ``{p}`` a typed password,
``{t}`` a 40-character token, ``{h}`` 64 hex, ``{b}`` 44 base64, ``{s}`` 24 url-safe,
``{x}`` 32 hex, ``{j}`` a JWT (its payload and signature are the secret).
"""

from __future__ import annotations

from _heldout_secrets4_base import ALNUM, HEX, URLSAFE, Case, b64, gen, pw

__all__ = ["text_cases"]

LANGUAGES: list[tuple[str, str, str, str]] = [
    (
        "zh 口令",
        "GB/T usage: 口令 (pass phrase) in Chinese database tools",
        "连接数据库失败：用户 app 的口令：{p}",
        "p",
    ),
    (
        "zh prose 登录密码为",
        "Chinese prose: 'the login password is'",
        "部署脚本错误：服务器 10.0.0.3 的登录密码为 {p}，请检查",
        "p",
    ),
    (
        "zh-Hant 資料庫密碼",
        "Traditional Chinese UI strings",
        "錯誤：資料庫密碼：{p}（連線逾時）",
        "p",
    ),
    (
        "ja 認証トークン full-width equals",
        "Japanese UI strings with a full-width equals",
        "認証トークン＝{t} は期限切れです",
        "t",
    ),
    (
        "ja prose パスワードは…です",
        "Japanese prose",
        "初期パスワードは {p} です。ログイン後に変更してください",
        "p",
    ),
    ("ko API 키", "Korean UI strings", "요청 실패: API 키: {t} (권한 없음)", "t"),
    ("ko 암호=", "Korean UI strings", "데이터베이스 연결 오류 (암호={p})", "p"),
    ("ru Ключ доступа", "Russian UI strings", "Ошибка авторизации. Ключ доступа: {t}", "t"),
    ("ru токен prose", "Russian prose", "Не удалось войти: токен {t} недействителен", "t"),
    (
        "uk Пароль користувача",
        "Ukrainian UI strings",
        "Помилка входу. Пароль користувача: {p}",
        "p",
    ),
    (
        "de Geheimer Schlüssel",
        "German UI strings",
        "Anmeldung fehlgeschlagen – Geheimer Schlüssel: {t}",
        "t",
    ),
    (
        "de Zugangsdaten Kennwort",
        "German UI strings",
        "Zugangsdaten ungültig (Benutzer=ci, Kennwort={p})",
        "p",
    ),
    (
        "fr Clé d'API NBSP before colon",
        "French typography: a no-break space before ':'",
        "Échec de l'authentification. Clé d'API\u00a0: {t}",
        "t",
    ),
    (
        "fr jeton d'accès narrow NBSP",
        "French typography: a narrow no-break space before ':'",
        "Erreur 401 : jeton d’accès\u202f: {t}",
        "t",
    ),
    (
        "es Clave de acceso",
        "Spanish UI strings",
        "Error de autenticación: Clave de acceso: {t}",
        "t",
    ),
    (
        "es prose la contraseña es",
        "Spanish prose",
        "No se pudo conectar; la contraseña es {p} y el usuario es admin",
        "p",
    ),
    ("pt Chave secreta", "Portuguese UI strings", "Falha na autenticação: Chave secreta: {t}", "t"),
    (
        "pt-PT palavra-passe",
        "European Portuguese UI strings",
        "Erro de início de sessão: palavra-passe={p}",
        "p",
    ),
    ("ar مفتاح API", "Arabic UI strings", "فشل المصادقة: مفتاح API: {t}", "t"),
    ("ar الرمز السري", "Arabic UI strings", "خطأ في تسجيل الدخول، الرمز السري: {p}", "p"),
    ("it Parola d'ordine", "Italian UI strings", "Accesso negato: parola d'ordine: {p}", "p"),
    ("it chiave segreta", "Italian UI strings", "Errore: chiave segreta={t} non valida", "t"),
    (
        "tr erişim anahtarı",
        "Turkish UI strings",
        "Kimlik doğrulama başarısız: erişim anahtarı: {t}",
        "t",
    ),
    ("tr Parola", "Turkish UI strings", "Giriş başarısız. Parola: {p}", "p"),
    ("hi कूटशब्द", "Hindi UI strings", "लॉगिन विफल: कूटशब्द: {p}", "p"),
    ("hi एपीआई कुंजी", "Hindi UI strings", "प्रमाणीकरण त्रुटि: एपीआई कुंजी: {t}", "t"),
    ("pl Klucz API", "Polish UI strings", "Błąd uwierzytelniania: Klucz API: {t}", "t"),
    ("nl geheime sleutel", "Dutch UI strings", "Authenticatie mislukt: geheime sleutel: {t}", "t"),
    (
        "sv åtkomstnyckel",
        "Swedish UI strings",
        "Autentisering misslyckades: åtkomstnyckel: {t}",
        "t",
    ),
    ("fi salasana", "Finnish UI strings", "Kirjautuminen epäonnistui: salasana: {p}", "p"),
    ("hu jelszó", "Hungarian UI strings", "Sikertelen bejelentkezés: jelszó: {p}", "p"),
    ("vi khóa bí mật", "Vietnamese UI strings", "Xác thực thất bại: khóa bí mật: {t}", "t"),
    ("th โทเค็น", "Thai UI strings", "การยืนยันตัวตนล้มเหลว: โทเค็น: {t}", "t"),
    ("id kunci rahasia", "Indonesian UI strings", "Autentikasi gagal: kunci rahasia: {t}", "t"),
    ("he מפתח סודי", "Hebrew UI strings", "האימות נכשל: מפתח סודי: {t}", "t"),
    ("el συνθηματικό", "Greek UI strings", "Αποτυχία σύνδεσης: συνθηματικό: {p}", "p"),
    ("fa گذرواژه", "Persian UI strings", "ورود ناموفق: گذرواژه: {p}", "p"),
    ("ro parolă", "Romanian UI strings", "Autentificare eșuată: parolă: {p}", "p"),
    ("cs přístupový klíč", "Czech UI strings", "Ověření selhalo: přístupový klíč: {t}", "t"),
    ("da adgangskode", "Danish UI strings", "Login mislykkedes: adgangskode: {p}", "p"),
]

SEPARATORS: list[tuple[str, str, str, str]] = [
    (
        "NBSP around colon",
        "copy-pasted from a web console (U+00A0)",
        "login failed: password\u00a0:\u00a0{p}",
        "p",
    ),
    (
        "full-width colon ascii name",
        "CJK input method output (U+FF1A)",
        "config error: api_key：{t}",
        "t",
    ),
    ("tabs", "tab-separated credential export", "vault export:\nclient_secret\t\t{t}\tactive", "t"),
    (
        "php array =>",
        "PHP var_export/print_r output",
        "PDOException: SQLSTATE[HY000] [1045] in config: array ( 'host' => 'db', 'password' => '{p}', )",
        "p",
    ),
    ("->", "arrow-style debug dumps", "credentials: user -> ci, token -> {t}", "t"),
    (
        "Go :=",
        "Go source line in a panic trace",
        'panic: unauthorized\n\tmain.go:18: apiSecret := "{t}"',
        "t",
    ),
    ("full-width equals", "CJK input (U+FF1D)", "ACCESS_SECRET＝{t}", "t"),
    ("ideographic space", "CJK layout (U+3000)", "パスワード\u3000{p}", "p"),
    (
        "em spaces around =",
        "word-processor pasted text (U+2003)",
        "db_password\u2003=\u2003{p}",
        "p",
    ),
    ("em dash", "prose in a ticket", "the shared admin password — {p} — stopped working", "p"),
    (
        "pipe table",
        "markdown/psql table output",
        "| user | passwd |\n|------|--------|\n| ci   | {p} |",
        "p",
    ),
    ("unicode arrow", "chat/log prose", "rotated token → {t}", "t"),
    ("double colon", "Perl/Ruby style", "auth::secret::{t}", "t"),
    (
        "zero-width space before value",
        "copy-paste artefact (U+200B)",
        "SMTP login failed: password=\u200b{p}",
        "p",
    ),
    ("is set to", "prose in logs", "warning: DB password is set to {p} (insecure default?)", "p"),
]

SCHEMES: list[tuple[str, str, str, str]] = [
    (
        "digest response",
        "RFC 7616 HTTP Digest",
        'Authorization: Digest username="ci", realm="api@acme.io", nonce="dcd98b7102dd2f0e8b11d0f600bfb0c093", uri="/v1/export", qop=auth, nc=00000001, cnonce="0a4f113b", response="{x}", opaque="5ccc069c403ebaf9f0171e9517f40e41"',
        "x",
    ),
    (
        "aws sigv4 signature",
        "docs.aws.amazon.com sigv4-signed-request-examples",
        "botocore: 403 SignatureDoesNotMatch; Authorization: AWS4-HMAC-SHA256 Credential=AKIAZ7EXAMPLE00000/20261203/eu-west-1/s3/aws4_request, SignedHeaders=host;x-amz-content-sha256;x-amz-date, Signature={h}",
        "h",
    ),
    (
        "hawk mac",
        "github.com/mozilla/hawk: Authorization: Hawk id, ts, nonce, mac",
        'Authorization: Hawk id="dh37fgj492je", ts="1764756000", nonce="j4h3g2", ext="app", mac="{b}"',
        "b",
    ),
    (
        "negotiate kerberos ticket",
        "RFC 4559 SPNEGO: Authorization: Negotiate <base64>",
        "HTTP 401 from sharepoint.acme.local after Authorization: Negotiate YIIHqgYGKwYBBQUCoIIHnjCCB5qgMDAuBgkqhkiC9xIBAgI{t}{t}",
        "t",
    ),
    (
        "elastic ApiKey",
        "elastic.co security api-keys: Authorization: ApiKey base64(id:key)",
        "elastic_transport.AuthenticationException: 401 (Authorization: ApiKey {b})",
        "b",
    ),
    (
        "DRF Token",
        "django-rest-framework TokenAuthentication: Authorization: Token <40 hex>",
        "django: 401 Invalid token. (HTTP_AUTHORIZATION='Token {t}')",
        "t",
    ),
    (
        "oauth1 oauth_token",
        "RFC 5849 OAuth 1.0: Authorization: OAuth …",
        'Authorization: OAuth oauth_consumer_key="xvz1evFS4wEEPTGEFPHBog", oauth_nonce="kYjzVBB8Y0ZFabxSWbWovY3uYSQ2pTgmZeNu2VS4cg", oauth_signature_method="HMAC-SHA1", oauth_token="{t}", oauth_version="1.0"',
        "t",
    ),
    (
        "DPoP",
        "RFC 9449: Authorization: DPoP <access token>",
        "401 invalid_dpop_proof; Authorization: DPoP {j}",
        "j",
    ),
    (
        "klaviyo private key scheme",
        "developers.klaviyo.com: Authorization: Klaviyo-API-Key pk_…",
        "klaviyo_api: 401 Authorization: Klaviyo-API-Key pk_{x}",
        "x",
    ),
    (
        "azure HMAC-SHA256",
        "learn.microsoft.com communication services HMAC auth",
        "403 Authorization: HMAC-SHA256 SignedHeaders=x-ms-date;host;x-ms-content-sha256&Signature={b}",
        "b",
    ),
    (
        "X-Auth-Token openstack",
        "docs.openstack.org keystone: X-Auth-Token",
        "keystoneauth1.exceptions.http.Unauthorized: 401 (X-Auth-Token: gAAAAA{t})",
        "t",
    ),
    (
        "X-Figma-Token",
        "figma.com/developers/api: X-Figma-Token header",
        "figma: 403 Invalid token (X-Figma-Token: {t})",
        "t",
    ),
    (
        "X-TrackerToken",
        "pivotaltracker.com/help/api: X-TrackerToken",
        "tracker: 403 invalid_authentication; X-TrackerToken: {x}",
        "x",
    ),
    (
        "X-N8N-API-KEY",
        "docs.n8n.io api authentication",
        "n8n: 401 unauthorized (X-N8N-API-KEY: {t})",
        "t",
    ),
    (
        "apikey header (kong/supabase)",
        "docs.konghq.com key-auth: apikey header",
        "kong: 401 No API key found in request; apikey: {t}",
        "t",
    ),
    (
        "X-Goog-Api-Key in grpc metadata",
        "cloud.google.com apis docs: x-goog-api-key",
        "grpc._channel._InactiveRpcError: PERMISSION_DENIED metadata=(('x-goog-api-key', '{t}'),)",
        "t",
    ),
    (
        "django sessionid cookie",
        "docs.djangoproject.com sessions: sessionid cookie",
        "Forbidden (CSRF cookie not set.): /admin/ Cookie: csrftoken=abc; sessionid={s}{s}",
        "s",
    ),
    (
        "express connect.sid cookie",
        "expressjs.com express-session: connect.sid",
        "Error: Failed to deserialize user out of session (Cookie: connect.sid=s%3A{s}.{b})",
        "s",
    ),
    (
        "PHPSESSID cookie",
        "php.net session ids: PHPSESSID",
        "PHP Warning: session_start(): Session data file is not created by your uid (Cookie: PHPSESSID={x})",
        "x",
    ),
]


def _jwt() -> str:
    return (
        "eyJhbGciOiJFUzI1NiIsInR5cCI6ImRwb3Arand0In0." + gen(URLSAFE, 90) + "." + gen(URLSAFE, 86)
    )


def text_cases() -> list[Case]:
    out = []
    for group, rows in (("language", LANGUAGES), ("separator", SEPARATORS), ("scheme", SCHEMES)):
        for name, source, template, key in rows:
            values = {
                "p": pw(),
                "t": gen(ALNUM, 40),
                "h": gen(HEX, 64),
                "b": b64(33),
                "s": gen(URLSAFE, 24),
                "x": gen(HEX, 32),
                "j": _jwt(),
            }
            secret = values[key]
            if key == "j":
                secret = secret.split(".", 1)[1]
            out.append(Case(f"{group}: {name}", source, template.format(**values), secret))
    return out
