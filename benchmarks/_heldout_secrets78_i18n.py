"""Held-out set 78: recovery codes, passphrases, PINs, passwords, API keys and tokens named in
the ten major languages (Chinese, Japanese, Korean, Russian, German, French, Spanish,
Portuguese, Arabic and Hindi) the way software prints them in localized error messages and
UIs: localized PostgreSQL, MySQL and SQL Server messages, Windows ``net use`` and ``cmdkey``,
macOS ``security``, browser password-manager exports, installers' licence and setup dialogs,
translated CLI help and output, and gettext catalogs (``msgid``/``msgstr``).

The languages are set 78's share; earlier sets did name them, so the words for password,
token and key repeat where the share allows, in new software contexts. The wording of each
message is as remembered, not copied from a localized build, and may differ from the real
catalog in detail; the words themselves are the ones those products use (密码, 令牌, 密钥,
恢复码; パスワード, 暗証番号, アクセストークン, リカバリーコード; 비밀번호, 액세스 토큰,
복구 코드; пароль, токен доступа, ключ API, код восстановления; Kennwort, Passwort,
Zugriffstoken, Wiederherstellungscode; mot de passe, jeton d'accès, clé API, code de
récupération; contraseña, token de acceso, clave de API, código de recuperación; senha,
palavra-passe, token de acesso, chave de API, código de recuperação; كلمة المرور, رمز الوصول,
مفتاح API, رمز الاسترداد; पासवर्ड, एक्सेस टोकन, API कुंजी, रिकवरी कोड). Scripts: Han
(simplified), kana and kanji, Hangul, Cyrillic, Latin, Arabic and Devanagari, with each
language's punctuation (，：「」、。《》 « » ¿ ، ।) and word order.
"""

from __future__ import annotations

from dataclasses import replace

from _heldout_phrase_values import phrase_value
from _heldout_secrets_harness import Case, Values, phrase_rows

__all__ = ["i18n_cases"]

_WORDS = [
    "matryoshka",
    "borscht",
    "strudel",
    "baguette",
    "paella",
    "fado",
    "chutney",
    "ginkgo",
    "pagoda",
    "umlaut",
    "kumquat",
]

ROWS = r"""
zh psql ¦ Chinese (simplified), psql connection error echoing the URI, as remembered ¦ p ¦ psql: 错误: 连接到服务器 "10.0.3.7"，端口 5432 失败：用户 "etl" 的口令认证失败\n连接串：postgresql://etl:{t}@10.0.3.7:5432/warehouse
zh mysql ¦ Chinese, a MySQL client error with the password given on the command line ¦ p ¦ $ mysql -uroot -p{t} -h 127.0.0.1\nmysql: [Warning] 在命令行界面上使用密码可能不安全。\nERROR 1045 (28000): 用户 'root'@'localhost' 访问被拒绝（使用密码：是）
zh token ¦ Chinese, a CLI printing a newly created access token ¦ tok ¦ ✔ 已创建访问令牌（仅显示一次，请妥善保存）：{t}
zh recovery ¦ Chinese, an account page listing recovery codes ¦ gh ¦ 请将以下恢复码保存在安全的地方。每个恢复码只能使用一次：{t}
zh apikey ¦ Chinese, a console dialog showing an API key ¦ tok ¦ 《API 密钥》已生成：{t}。关闭此窗口后将无法再次查看。
zh mnemonic ¦ Chinese, a wallet's mnemonic phrase (助记词) ¦ w6 ¦ 请按顺序抄写您的助记词，切勿截图：{t}
ja psql ¦ Japanese, a PostgreSQL error with the password in the DSN, as remembered ¦ p ¦ psql: エラー: サーバー "10.0.3.7"、ポート 5432 への接続に失敗しました: ユーザー "etl" のパスワード認証に失敗しました\n接続文字列: host=10.0.3.7 user=etl password={t} dbname=warehouse
ja pin ¦ Japanese, a bank app's 暗証番号 (PIN) notice ¦ pin6 ¦ 【重要】新しい暗証番号は「{t}」です。他人に教えないでください。
ja token ¦ Japanese, a CLI printing an access token ¦ tok ¦ アクセストークンを発行しました：{t}\nこのトークンは再表示できません。安全な場所に保管してください。
ja recovery ¦ Japanese, リカバリーコード listed in a settings page ¦ ms ¦ リカバリーコード（各コードは 1 回のみ使用できます）：{t}
ja installer ¦ Japanese, an installer's licence dialog pasted into a ticket ¦ b64 ¦ セットアップ - ライセンス認証\nライセンスキー: {t}\n[次へ(N) >]  [キャンセル]
ja passphrase ¦ Japanese, a key's パスフレーズ echoed by a script ¦ w5 ¦ 秘密鍵のパスフレーズ: {t}（入力が正しくありません）
ko psql ¦ Korean, a PostgreSQL error with the URI, as remembered ¦ p ¦ psql: 오류: "10.0.3.7" 서버, 5432 포트 접속 실패: 사용자 "etl"의 비밀번호 인증을 실패했습니다\n접속 문자열: postgresql://etl:{t}@10.0.3.7/warehouse
ko wifi ¦ Korean, a router admin page's Wi-Fi password field ¦ p ¦ 무선 설정 > 보안\n네트워크 이름(SSID): acme-5G\n비밀번호: {t}\n[적용]
ko token ¦ Korean, a CLI printing a personal access token ¦ tok ¦ 개인 액세스 토큰이 생성되었습니다. 다시 표시되지 않으니 지금 복사하세요: {t}
ko recovery ¦ Korean, 복구 코드 on a 2FA page ¦ gh ¦ 2단계 인증 복구 코드: {t} (각 코드는 한 번만 사용할 수 있습니다)
ko pin ¦ Korean, a 간편 비밀번호 / PIN notice ¦ pin6 ¦ [Web발신] 설정하신 PIN 번호는 {t} 입니다. 타인에게 알려주지 마세요.
ko apikey ¦ Korean, an API 키 in a console ¦ tok ¦ API 키가 발급되었습니다: {t}
ru psql ¦ Russian, psql's password authentication error and the URI, as remembered ¦ p ¦ psql: ОШИБКА:  пользователь "etl" не прошёл проверку подлинности (по паролю)\nстрока подключения: postgresql://etl:{t}@10.0.3.7:5432/warehouse
ru 1c ¦ Russian, a 1C-style infobase connection string with Pwd ¦ p ¦ Строка соединения с информационной базой: Srvr="srv1c";Ref="buh";Usr="Администратор";Pwd="{t}";
ru token ¦ Russian, a CLI printing a token ¦ tok ¦ Создан токен доступа. Сохраните его — он больше не будет показан: {t}
ru recovery ¦ Russian, коды восстановления ¦ ms ¦ Ваши коды восстановления (каждый можно использовать один раз): {t}
ru passphrase ¦ Russian, парольная фраза of a key ¦ w4 ¦ Введите парольную фразу для ключа «deploy»: {t}\nНеверная парольная фраза.
ru pin ¦ Russian, ПИН-код of a card in an SMS ¦ pin6 ¦ Ваш новый ПИН-код: {t}. Никому не сообщайте его.
de sqlserver ¦ German, SQL Server's login failure and an ODBC string, as remembered ¦ p ¦ [Microsoft][ODBC Driver 18 for SQL Server][SQL Server]Fehler bei der Anmeldung für den Benutzer 'etl'.\nVerbindungszeichenfolge: Server=sql01;Database=Lager;UID=etl;PWD={t};
de net use ¦ German, Windows net use with a password on the command line ¦ p ¦ C:\\> net use Z: \\\\fs01\\Projekte {t} /user:ACME\\svc-build\nSystemfehler 1326 aufgetreten.\nDer Benutzername oder das Kennwort ist falsch.
de token ¦ German, a CLI printing a Zugriffstoken ¦ tok ¦ Neues Zugriffstoken erstellt. Es wird nur einmal angezeigt: {t}
de recovery ¦ German, Wiederherstellungscodes ¦ gh ¦ Bewahren Sie Ihre Wiederherstellungscodes sicher auf: {t}
de gettext ¦ German, a gettext catalog where a translator pasted a real default password into msgstr ¦ p ¦ #: src/setup.c:214\nmsgid "Default administrator password: %s"\nmsgstr "Standard-Administratorkennwort: {t}"
de wlan ¦ German, a FRITZ!Box-style WLAN-Netzwerkschlüssel page ¦ p ¦ WLAN > Sicherheit\nWPA-Verschlüsselung: WPA2 + WPA3\nWLAN-Netzwerkschlüssel: {t}
fr mysql ¦ French, a MySQL access-denied message and the DSN, as remembered ¦ p ¦ ERROR 1045 (28000): Accès refusé pour l'utilisateur: 'etl'@'10.0.3.7' (mot de passe: OUI)\nDSN : mysql://etl:{t}@10.0.3.7:3306/entrepot
fr macos ¦ French, macOS security find-generic-password -w output with a localized prompt ¦ p ¦ $ security find-generic-password -s "acme-vpn" -w\n« security » souhaite utiliser le trousseau « session ». Mot de passe : {t}
fr token ¦ French, a CLI printing a jeton d'accès ¦ tok ¦ Jeton d'accès personnel créé : {t} — copiez-le maintenant, il ne sera plus affiché.
fr recovery ¦ French, codes de récupération ¦ ms ¦ Vos codes de récupération (à usage unique) : {t}
fr apikey ¦ French, a console showing a clé API ¦ tok ¦ Votre clé API : « {t} ». Ne la partagez avec personne.
fr passphrase ¦ French, une phrase secrète of a wallet ¦ w5 ¦ Phrase secrète de récupération : {t}
es psql ¦ Spanish, psql's authentication failure and a URI, as remembered ¦ p ¦ psql: error: falló la autenticación password para el usuario «etl»\ncadena de conexión: postgresql://etl:{t}@10.0.3.7:5432/almacen
es windows cmdkey ¦ Spanish, Windows cmdkey adding a credential with /pass ¦ p ¦ C:\\> cmdkey /add:fs01.acme.local /user:ACME\\svc /pass:{t}\nSe creó correctamente la credencial.
es token ¦ Spanish, a CLI printing a token de acceso ¦ tok ¦ ¿Perdiste el token? Aquí tienes uno nuevo: {t}. No se volverá a mostrar.
es recovery ¦ Spanish, códigos de recuperación ¦ google ¦ Tus códigos de recuperación: {t}. Guárdalos en un lugar seguro.
es chrome csv ¦ Spanish, a browser password export (CSV) with localized headers ¦ p ¦ nombre,url,nombre de usuario,contraseña,nota\nacme-intranet,https://intranet.acme.es/login,mlopez,{t},
es help ¦ Spanish, translated CLI help whose example has a real key pasted in ¦ tok ¦ Uso: acme-cli login [opciones]\n  --clave-api CLAVE   clave de API de la cuenta (p. ej. --clave-api {t})
pt psql ¦ Portuguese (Brazil), psql's authentication failure and a URI, as remembered ¦ p ¦ psql: erro: autenticação do tipo password falhou para o usuário "etl"\nstring de conexão: postgresql://etl:{t}@10.0.3.7:5432/armazem
pt pix ¦ Portuguese (Brazil), a bank app's senha de transação ¦ pin6 ¦ Sua senha de transação foi redefinida para {t}. Não compartilhe com ninguém.
pt palavra-passe ¦ Portuguese (Portugal), palavra-passe in an installer log ¦ p ¦ [instalador] A criar utilizador de serviço «acme_svc» com a palavra-passe {t} … concluído
pt token ¦ Portuguese, a CLI printing a token de acesso ¦ tok ¦ Token de acesso gerado: {t} (copie agora; ele não será exibido novamente)
pt recovery ¦ Portuguese, códigos de recuperação ¦ gh ¦ Guarde estes códigos de recuperação: {t}
pt gettext ¦ Portuguese, a .po file whose msgstr leaked a real API key ¦ tok ¦ #: app/views/settings.py:88\nmsgid "Your API key is %(key)s"\nmsgstr "Sua chave de API é {t}"
ar password ¦ Arabic, a portal's password notice ¦ p ¦ تم إنشاء حسابك بنجاح. كلمة المرور المؤقتة: {t}
ar token ¦ Arabic, a CLI printing an access token ¦ tok ¦ رمز الوصول الخاص بك: {t} — لن يتم عرضه مرة أخرى.
ar recovery ¦ Arabic, رموز الاسترداد ¦ ms ¦ رموز الاسترداد الخاصة بك، يمكن استخدام كل رمز مرة واحدة فقط: {t}
ar apikey ¦ Arabic, مفتاح API in a dashboard ¦ tok ¦ مفتاح API: {t}، يرجى الاحتفاظ به في مكان آمن.
ar pin ¦ Arabic, الرقم السري of a card ¦ pin6 ¦ الرقم السري الجديد لبطاقتك هو {t}، لا تشاركه مع أي شخص.
ar sql ¦ Arabic, an SQL Server login failure with the connection string, as remembered ¦ p ¦ فشل تسجيل الدخول للمستخدم 'etl'.\nسلسلة الاتصال: Server=sql01;Database=store;User Id=etl;Password={t};
hi password ¦ Hindi, a portal's temporary password ¦ p ¦ आपका अस्थायी पासवर्ड {t} है। कृपया पहली बार लॉगिन करने के बाद इसे बदलें।
hi otp pin ¦ Hindi, a UPI-style पिन notice ¦ pin6 ¦ आपका नया UPI पिन {t} सेट कर दिया गया है। इसे किसी के साथ साझा न करें।
hi token ¦ Hindi, a CLI printing an एक्सेस टोकन ¦ tok ¦ नया एक्सेस टोकन बनाया गया: {t} — इसे अभी कॉपी करें, यह दोबारा नहीं दिखेगा।
hi recovery ¦ Hindi, रिकवरी कोड ¦ google ¦ आपके रिकवरी कोड: {t}। इन्हें सुरक्षित स्थान पर रखें।
hi apikey ¦ Hindi, API कुंजी in a console ¦ tok ¦ आपकी API कुंजी: {t}
hi mysql ¦ Hindi, a MySQL client error with the password on the command line, as remembered ¦ p ¦ $ mysql -u etl -p{t} -h 10.0.3.7\nत्रुटि 1045 (28000): उपयोगकर्ता 'etl'@'10.0.3.7' के लिए पहुँच अस्वीकृत (पासवर्ड का उपयोग: हाँ)
"""


def _lines(text: str) -> str:
    """``\\n`` in a row is a line break and ``\\\\`` one backslash (``phrase_rows`` keeps both
    as written)."""
    return text.replace("\\\\", "\0").replace("\\n", "\n").replace("\0", "\\")


def i18n_cases(v: Values) -> list[Case]:
    cases = phrase_rows(
        v,
        ROWS,
        lambda v, kind: phrase_value(v, kind, _WORDS),
        ("note", "runtime", "keyerror", "cause", "group", "args", "context", "oserror", "process"),
    )
    return [replace(case, text=_lines(case.text)) for case in cases]
