"""Held-out set 16: credential words in forms earlier sets did not write, in common languages.

Set 15 took past tenses, passives, possessives, verb-final orders and chat forms; set 14
slang, cases and imperatives; set 13 "your new password is". Here each form was grepped first
(``暗証番号は``, ``验证码``, ``認証コード``, ``인증번호``, ``код подтверждения``,
``Bestätigungscode``, ``code de vérification``, ``código de verificación``, ``codice di
verifica``, ``رمز التحقق``, ``सत्यापन कोड``, ``kode verifikasi``, ``doğrulama kodu``,
``credenziali``, ``contraseña:``, ``clave:``, ``пароль:`` and "if the password" were absent):
one-time codes in SMS templates (the code is the secret), questions ("is the password X?"),
conditionals, the future, quoted and reported speech, "use X as the password" (value before
the noun), lists of several accounts, corrections ("not X, it's Y", where Y is the secret),
form labels with full-width and Arabic punctuation, and the ticket and e-mail phrasing of
IT help desks. Translations were written from the grammar; the source column names the form.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["i18n_cases"]

ROWS = r"""
zh sms code ¦ zh-Hans, SMS template "您的验证码是X，5分钟内有效" ¦ {d6} ¦ 短信发送回执: 【阿克米】您的验证码是{t}，5分钟内有效，请勿泄露给他人。 (status=DELIVRD)
ja sms code ¦ ja, SMS template "認証コード：X" ¦ {d6} ¦ SMS送信ログ: 【ACME】認証コード：{t} このコードを他人に教えないでください。
ko sms code ¦ ko, SMS template "[Web발신] 인증번호 [X]를 입력해주세요" ¦ {d6} ¦ 문자 발송 실패(잔액 부족): [Web발신] 인증번호 [{t}]를 입력해주세요.
ru sms code ¦ ru, SMS template "Код подтверждения: X. Никому не сообщайте" ¦ {d6} ¦ SMS не доставлено (абонент недоступен): «Код подтверждения: {t}. Никому не сообщайте его.»
de sms code ¦ de, "Ihr Bestätigungscode lautet X" ¦ {d6} ¦ Versand fehlgeschlagen an +49 151 2345678: "Ihr Bestätigungscode lautet {t}. Gültig für 10 Minuten."
fr sms code ¦ fr, "Votre code de vérification est X" ¦ {d6} ¦ Échec d'envoi (numéro invalide) : « Votre code de vérification est {t}. Ne le partagez avec personne. »
es sms code ¦ es, "Tu código de verificación es X" ¦ {d6} ¦ Twilio-free gateway error 21614: mensaje "Tu código de verificación es {t}" no entregado
pt sms code ¦ pt-BR, "Seu código de verificação é X" ¦ {d6} ¦ Falha no envio: "ACME: Seu código de verificação é {t}. Não compartilhe."
it sms code ¦ it, "Il tuo codice di verifica è X" ¦ {d6} ¦ Invio SMS fallito (credito esaurito): "Il tuo codice di verifica è {t}"
ar sms code ¦ ar, "رمز التحقق الخاص بك هو X" ¦ {d6} ¦ فشل إرسال الرسالة: "رمز التحقق الخاص بك هو {t}. لا تشاركه مع أحد."
hi sms code ¦ hi, "आपका सत्यापन कोड X है" ¦ {d6} ¦ SMS विफल: "आपका सत्यापन कोड {t} है। इसे किसी के साथ साझा न करें।"
id sms code ¦ id, "Kode verifikasi Anda adalah X" ¦ {d6} ¦ Gagal kirim SMS: "JANGAN BERIKAN kode ini ke siapa pun. Kode verifikasi Anda adalah {t}"
tr sms code ¦ tr, "Doğrulama kodunuz: X" ¦ {d6} ¦ SMS gönderilemedi: "Doğrulama kodunuz: {t}. Kimseyle paylaşmayın."
en question ¦ en, a question "is the password still X?" ¦ {p} ¦ quick q — is the vpn password still {t} or did IT rotate it again?
en conditional ¦ en, conditional "if the password is X, then" ¦ {p} ¦ If the admin password is still {t}, the audit will flag it; please rotate before Friday.
en future ¦ en, future "the new password will be X" ¦ {p} ¦ Heads up: after tonight's maintenance the new root password will be {t}.
en use as ¦ en, value before the noun "use X as the password" ¦ {p} ¦ For the demo tenant, use {t} as the password and demo@acme.io as the login.
en correction ¦ en, a correction "not X, it's Y" (Y the secret) ¦ {p} ¦ sorry, typo above — the password isn't Summer2024, it's {t}
en list accounts ¦ en, a list of accounts with their passwords ¦ {p} ¦ Accounts for the training lab:\n- trainer1: {t}\n- trainer2: (same as trainer1)\n- student: ask Maria
en reported ¦ en, reported speech "he said the key was X" ¦ {A32} ¦ Vendor support said the license key was {t} and that it is bound to host lab-7.
zh question ¦ zh-Hans, question "密码是不是X？" ¦ {p} ¦ 请问测试环境的密码是不是{t}？我登录不上
zh conditional ¦ zh-Hans, conditional "如果密码还是X的话" ¦ {p} ¦ 如果root密码还是{t}的话，赶紧改掉，审计要查
zh yong zuowei ¦ zh-Hans, "用X作为密码" (value before the noun) ¦ {p} ¦ 临时账号请用{t}作为密码，明天统一重置
ja question ¦ ja, question "パスワードはXで合っていますか" ¦ {p} ¦ 検証環境のパスワードは{t}で合っていますか？ログインできません。
ja future ¦ ja, "新しいパスワードはXになります" ¦ {p} ¦ メンテナンス後、新しい管理者パスワードは{t}になります。
ja pin ¦ ja, "暗証番号はXです" (a six-digit online-banking PIN) ¦ {d6} ¦ 法人口座のネットバンキング暗証番号は{t}です。経理以外には共有しないでください。
ko question ¦ ko, question "비밀번호가 X 맞나요?" ¦ {p} ¦ 개발 서버 비밀번호가 {t} 맞나요? 로그인이 안 돼요
ko future ¦ ko, "새 비밀번호는 X이/가 될 예정입니다" ¦ {p} ¦ 점검 후 새 관리자 비밀번호는 {t}이 될 예정입니다.
ru form label ¦ ru, a form label "Пароль:" in a help-desk reply ¦ {p} ¦ Добрый день! Ваши данные для входа:\nЛогин: i.petrov\nПароль: {t}\nС уважением, служба поддержки
ru question ¦ ru, question "пароль всё ещё X?" ¦ {p} ¦ Ребят, пароль от сервера всё ещё {t}? Не пускает.
ru future ¦ ru, future "новый пароль будет X" ¦ {p} ¦ После обновления новый пароль будет {t}, старый перестанет работать.
de question ¦ de, question "Ist das Passwort noch X?" ¦ {p} ¦ Kurze Frage: Ist das Passwort für den Testserver noch {t}?
de Zugangsdaten Liste ¦ de, "Ihre Zugangsdaten" with Benutzername/Kennwort lines ¦ {p} ¦ Sehr geehrte Frau Weber,\nanbei Ihre Zugangsdaten:\nBenutzername: aweber\nKennwort: {t}\nMit freundlichen Grüßen
de conditional ¦ de, conditional "Falls das Kennwort X nicht funktioniert" ¦ {p} ¦ Falls das Kennwort {t} nicht funktioniert, bitte beim Service Desk melden.
fr question ¦ fr, question "le mot de passe c'est toujours X ?" ¦ {p} ¦ le mot de passe du NAS c'est toujours {t} ?
fr identifiants ¦ fr, "Vos identifiants : … / …" ¦ {p} ¦ Bonjour, vos identifiants : jdupont / {t} (à changer à la première connexion)
fr futur ¦ fr, future "le nouveau mot de passe sera X" ¦ {p} ¦ À partir de lundi, le nouveau mot de passe sera {t}.
es form label ¦ es, a form label "Contraseña:" ¦ {p} ¦ Hola Lucía, te dejo el acceso al panel:\nUsuario: lgarcia\nContraseña: {t}\nSaludos
es clave label ¦ es-MX, "Clave:" for a bank portal ¦ {p} ¦ Acceso banca empresarial — Usuario: ACME01 Clave: {t} (no la compartas)
es question ¦ es, question "¿la contraseña sigue siendo X?" ¦ {p} ¦ ¿La contraseña del wifi sigue siendo {t}?
pt question ¦ pt-BR, question "a senha ainda é X?" ¦ {p} ¦ gente, a senha do servidor ainda é {t}? não tô conseguindo entrar
pt futuro ¦ pt-PT, "a nova palavra-passe será X" ¦ {p} ¦ Após a manutenção, a nova palavra-passe será {t}.
it credenziali ¦ it, "Le tue credenziali: utente … password …" ¦ {p} ¦ Le tue credenziali di accesso: utente mrossi, password {t}. Cambiala al primo accesso.
it question ¦ it, question "la password è ancora X?" ¦ {p} ¦ scusa, la password del router è ancora {t}?
ar question ¦ ar, question "هل كلمة المرور ما زالت X؟" ¦ {p} ¦ هل كلمة المرور للخادم ما زالت {t}؟
ar form label ¦ ar, a form label with Arabic colon spacing "كلمة السر : X" ¦ {p} ¦ بيانات الدخول — اسم المستخدم : admin ، كلمة السر : {t}
hi question ¦ hi, question "क्या पासवर्ड अभी भी X है?" ¦ {p} ¦ क्या सर्वर का पासवर्ड अभी भी {t} है?
vi question ¦ vi, question "mật khẩu vẫn là X à?" ¦ {p} ¦ mật khẩu wifi vẫn là {t} à anh?
id question ¦ id, question "passwordnya masih X?" ¦ {p} ¦ passwordnya masih {t} kan? aku gak bisa login
pl question ¦ pl, question "czy hasło to nadal X?" ¦ {p} ¦ Czy hasło do serwera to nadal {t}?
uk future ¦ uk, future "новий пароль буде X" ¦ {p} ¦ Після оновлення новий пароль буде {t}.
nl question ¦ nl, question "is het wachtwoord nog steeds X?" ¦ {p} ¦ Is het wachtwoord van de NAS nog steeds {t}?
sv losenord ¦ sv, "lösenordet är X" ¦ {p} ¦ Hej! Lösenordet till gästnätet är {t}
"""


def i18n_cases(v: Values) -> list[Case]:
    rows = ROWS.strip().splitlines()
    half = len(rows) // 2
    return [
        *v.table("i18n", "\n".join(rows[:half])),
        *v.table("i18n", "\n".join(rows[half:]), raises="keyerror"),
    ]
