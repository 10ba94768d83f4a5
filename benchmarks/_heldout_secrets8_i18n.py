"""Held-out set 8: credential names in many languages, as localized tools and people write them.

Sources: the words are the ones localized software uses for its login fields (the translation
files of Nextcloud, WordPress, GitLab and Windows' own UI strings, quoted per row by language),
written with each language's own punctuation: full-width colons and brackets in Chinese and
Japanese, guillemets in French and Russian, the Arabic comma, particles instead of separators
(``は``, ``为``, ``는``), and prose ("the password is ...").
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["i18n_cases"]

ROWS = r"""
zh 密码 full-width colon ¦ zh-CN login UI, 密码 ¦ {p} ¦ 数据库连接失败：用户 app，密码：{t}，主机 10.0.0.5
zh 口令 为 ¦ zh-CN, 口令 (Unix passwd messages) ¦ {p} ¦ 错误：认证失败，管理员口令为 {t} 已过期
zh 密钥 brackets ¦ zh-CN, 密钥 (API keys in Alibaba Cloud console) ¦ {A30} ¦ 调用失败（签名不匹配），AccessKey Secret【{t}】请检查
zh 访问令牌 ¦ zh-CN, 访问令牌 (GitLab zh_CN) ¦ {A40} ¦ 推送失败：个人访问令牌 {t} 无效或已被撤销
zh 令牌 equals ¦ zh-CN, 令牌 ¦ {u32} ¦ 配置错误：企业微信令牌={t}（回调校验失败）
zh-TW 密碼 ¦ zh-TW, 密碼 ¦ {p} ¦ 登入失敗：帳號 kevin 的密碼「{t}」不正確
zh-TW 金鑰 ¦ zh-TW, 金鑰 ¦ {A40} ¦ 錯誤：API 金鑰：{t} 已失效，請重新產生
ja パスワード は ¦ ja, パスワード ¦ {p} ¦ ログインに失敗しました。ユーザー admin のパスワードは「{t}」です（再入力してください）
ja 暗証番号 ¦ ja, 暗証番号 (bank PIN wording) ¦ {d8} ¦ エラー：暗証番号 {t} が一致しません（残り2回）
ja アクセストークン ¦ ja, アクセストークン ¦ {A43} ¦ 認証エラー：アクセストークン：{t}（有効期限切れ）
ja 秘密鍵 ¦ ja, 秘密鍵 / シークレット ¦ {A40} ¦ 署名の検証に失敗しました。クライアントシークレット＝{t}
ja APIキー ¦ ja, APIキー ¦ {h32} ¦ 403 Forbidden：APIキー {t} にはこの操作の権限がありません
ko 비밀번호 ¦ ko, 비밀번호 ¦ {p} ¦ 로그인 실패: 사용자 minsu 비밀번호: {t} (5회 실패 시 잠김)
ko 암호 는 ¦ ko, 암호 ¦ {p} ¦ 오류: 데이터베이스 암호는 {t} 입니다. 접속 거부됨
ko 인증키 ¦ ko, 인증키 (public data portal) ¦ {A64} ¦ 공공데이터 API 호출 실패 - 서비스 인증키={t} 등록되지 않은 키
ko 토큰 ¦ ko, 토큰 ¦ {A40} ¦ 배포 실패: 토큰 {t} 권한 없음 (403)
ru пароль guillemets ¦ ru, пароль ¦ {p} ¦ Ошибка входа: пароль «{t}» не подходит для пользователя ivan
ru токен ¦ ru, токен ¦ {A40} ¦ Ошибка 401: неверный токен доступа {t}
ru ключ API ¦ ru, ключ API ¦ {h32} ¦ Сервис вернул ошибку: ключ API: {t} заблокирован
ru секрет клиента ¦ ru, секрет клиента (OAuth) ¦ {A32} ¦ OAuth: неверный секрет клиента = {t}
uk пароль ¦ uk, пароль ¦ {p} ¦ Помилка: пароль {t} не відповідає вимогам безпеки
de Passwort lautet ¦ de, Passwort ¦ {p} ¦ Anmeldung fehlgeschlagen. Das Passwort lautet {t} und ist abgelaufen.
de Kennwort ¦ de, Kennwort (Windows) ¦ {p} ¦ Fehler 1326: Anmeldung fehlgeschlagen (Benutzer ACME\mueller, Kennwort: {t})
de Zugangsschlüssel ¦ de, Zugangsschlüssel ¦ {A40} ¦ S3-Fehler: geheimer Zugangsschlüssel = {t} ungültig
de Geheimnis ¦ de, Client-Geheimnis ¦ {A32} ¦ OAuth-Fehler: Client-Geheimnis {t} wurde abgelehnt
fr mot de passe ¦ fr, mot de passe ¦ {p} ¦ Échec de connexion : le mot de passe « {t} » est incorrect pour l'utilisateur lucie
fr jeton ¦ fr, jeton d'accès ¦ {A40} ¦ Erreur 401 : jeton d'accès invalide : {t}
fr clé API ¦ fr, clé API ¦ {h32} ¦ Requête refusée (403) — clé API : {t}
fr clé secrète ¦ fr, clé secrète ¦ {A40} ¦ Configuration invalide : clé secrète={t} (attendu 64 caractères)
es contraseña ¦ es, contraseña ¦ {p} ¦ Error de autenticación: la contraseña {t} no es válida para el usuario pablo
es clave de acceso ¦ es, clave de acceso ¦ {A40} ¦ No se pudo conectar: clave de acceso secreta: {t}
es token de acceso ¦ es, token de acceso ¦ {A43} ¦ Error 401: el token de acceso {t} ha caducado
pt senha ¦ pt-BR, senha ¦ {p} ¦ Falha no login: usuário joao, senha: {t} (tentativa 3 de 5)
pt chave de API ¦ pt-BR, chave de API ¦ {h32} ¦ Erro 403: chave de API {t} sem permissão
pt token de acesso ¦ pt-PT, token de acesso ¦ {A40} ¦ Erro: o token de acesso é {t} e expirou
ar كلمة المرور ¦ ar, كلمة المرور ¦ {p} ¦ فشل تسجيل الدخول: كلمة المرور: {t} غير صحيحة
ar كلمة السر ¦ ar, كلمة السر ¦ {p} ¦ خطأ: كلمة السر {t} منتهية الصلاحية، يرجى تغييرها
ar رمز الوصول ¦ ar, رمز الوصول ¦ {A40} ¦ خطأ 401، رمز الوصول={t}، غير صالح
ar مفتاح API ¦ ar, مفتاح API ¦ {h32} ¦ تم رفض الطلب: مفتاح API هو {t}
it password è ¦ it, password / parola d'ordine ¦ {p} ¦ Accesso negato: la parola d'ordine è {t} ma risulta scaduta
it chiave segreta ¦ it, chiave segreta ¦ {A40} ¦ Errore di configurazione: chiave segreta: {t}
nl wachtwoord ¦ nl, wachtwoord ¦ {p} ¦ Inloggen mislukt: wachtwoord {t} is onjuist voor gebruiker jan
nl toegangssleutel ¦ nl, toegangssleutel ¦ {A40} ¦ Fout: geheime toegangssleutel={t} wordt niet geaccepteerd
pl hasło ¦ pl, hasło ¦ {p} ¦ Błąd logowania: hasło: {t} jest nieprawidłowe
pl klucz API ¦ pl, klucz API ¦ {h32} ¦ Błąd 403: klucz API {t} nie ma uprawnień
tr şifre ¦ tr, şifre ¦ {p} ¦ Giriş başarısız: kullanıcı ahmet, şifre: {t}
tr parola ¦ tr, parola ¦ {p} ¦ Hata: veritabanı parolası {t} yanlış
tr erişim anahtarı ¦ tr, gizli erişim anahtarı ¦ {A40} ¦ Yapılandırma hatası: gizli erişim anahtarı = {t}
vi mật khẩu ¦ vi, mật khẩu ¦ {p} ¦ Đăng nhập thất bại: mật khẩu {t} không đúng
vi khóa bí mật ¦ vi, khóa bí mật ¦ {A40} ¦ Lỗi cấu hình: khóa bí mật: {t}
hi पासवर्ड ¦ hi, पासवर्ड ¦ {p} ¦ लॉगिन विफल: पासवर्ड {t} गलत है
hi गुप्त कुंजी ¦ hi, गुप्त कुंजी ¦ {A40} ¦ त्रुटि: गुप्त कुंजी: {t} अमान्य है
he סיסמה ¦ he, סיסמה ¦ {p} ¦ שגיאת התחברות: סיסמה: {t} שגויה
fa رمز عبور ¦ fa, رمز عبور ¦ {p} ¦ خطا: رمز عبور {t} نادرست است
el κωδικός ¦ el, κωδικός πρόσβασης ¦ {p} ¦ Σφάλμα σύνδεσης: κωδικός πρόσβασης: {t}
cs heslo ¦ cs, heslo ¦ {p} ¦ Přihlášení selhalo: heslo {t} je neplatné
sv lösenord ¦ sv, lösenord ¦ {p} ¦ Inloggningen misslyckades: lösenord: {t}
fi salasana ¦ fi, salasana ¦ {p} ¦ Kirjautuminen epäonnistui: salasana {t} on väärä
da adgangskode ¦ da, adgangskode ¦ {p} ¦ Fejl: adgangskode={t} blev afvist
nb passord ¦ nb, passord ¦ {p} ¦ Pålogging mislyktes: passordet er {t}
hu jelszó ¦ hu, jelszó ¦ {p} ¦ Bejelentkezési hiba: a jelszó {t} hibás
ro parolă ¦ ro, parolă ¦ {p} ¦ Eroare de autentificare: parola: {t}
id kata sandi ¦ id, kata sandi ¦ {p} ¦ Gagal masuk: kata sandi {t} salah
ms kata laluan ¦ ms, kata laluan ¦ {p} ¦ Ralat: kata laluan={t} tidak sah
th รหัสผ่าน ¦ th, รหัสผ่าน ¦ {p} ¦ เข้าสู่ระบบไม่สำเร็จ: รหัสผ่าน {t} ไม่ถูกต้อง
bn পাসওয়ার্ড ¦ bn, পাসওয়ার্ড ¦ {p} ¦ লগইন ব্যর্থ: পাসওয়ার্ড: {t}
ta கடவுச்சொல் ¦ ta, கடவுச்சொல் ¦ {p} ¦ உள்நுழைவு தோல்வி: கடவுச்சொல் {t} தவறானது
sw nenosiri ¦ sw, nenosiri ¦ {p} ¦ Hitilafu: nenosiri {t} si sahihi
"""


def i18n_cases(values: Values) -> list[Case]:
    return values.table("i18n", ROWS)
