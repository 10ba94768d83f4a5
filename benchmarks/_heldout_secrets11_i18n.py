"""Held-out set 11: credential words of languages earlier sets used once or never, in use.

Earlier sets gave most of these languages one dictionary form of "password" (some none). Here
each appears as a real message uses it: other credential words than "password" (secret key,
access token, passphrase, PIN, recovery code, API key), case and possessive forms, native
punctuation (the Armenian full stop ``։``, the Ethiopic wordspace ``፡`` and full stop ``።``,
Georgian „…“, Persian and Uzbek «…», the Devanagari danda ``।``, a fullwidth colon), right-to-
left text with a left-to-right value and an invisible direction mark around it, and word
orders where the value comes first. Languages: Vietnamese, Indonesian, Tagalog, Bengali,
Persian, Urdu, Tamil, Telugu, Marathi, Nepali, Sinhala, Khmer, Lao, Burmese, Georgian,
Armenian, Amharic, Kazakh, Uzbek, Azerbaijani, Mongolian, Serbian (both scripts), Bulgarian,
Slovak, Slovenian, Croatian, Lithuanian, Latvian, Estonian, Icelandic, Albanian, Basque,
Catalan, Galician, Welsh, Yoruba, Hausa, Zulu, Afrikaans and Somali. Translations were written
from the grammar, not copied from a product's strings; the source column names the form.
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values

__all__ = ["i18n_cases"]

ROWS = r"""
vi mã truy cập ¦ vi, "mã truy cập" (access token) after the value's label ¦ {u43} ¦ Lỗi 401: mã truy cập {t} đã hết hạn hoặc bị thu hồi, vui lòng đăng nhập lại
vi khóa bí mật của ¦ vi, "khóa bí mật của ứng dụng" (the app's secret key) with a colon ¦ {A40} ¦ Không thể ký yêu cầu — khóa bí mật của ứng dụng: {t} không khớp với khóa trên máy chủ
vi mật khẩu mới ¦ vi, "mật khẩu mới" (new password) in quotes after the verb ¦ {p} ¦ Đặt lại thất bại: mật khẩu mới "{t}" trùng với một trong 5 mật khẩu gần nhất
id token akses ¦ id, "token akses" (access token) ¦ {u43} ¦ Gagal memuat data: token akses {t} tidak valid atau sudah kedaluwarsa (kode 401)
id kata sandinya ¦ id, possessive suffix -nya (kata sandinya) ¦ {p} ¦ Pengguna backup gagal masuk karena kata sandinya ({t}) salah
id kunci rahasia API ¦ id, "kunci rahasia API" with = ¦ {h40} ¦ Permintaan ditolak: tanda tangan tidak cocok, kunci_rahasia_API={t}
tl susi ng API ¦ tl, "susi ng API" (API key) ¦ {A32} ¦ Hindi tinanggap ang susi ng API na {t}; pakitingnan ang iyong account
tl kontrasenyang ¦ tl, linker -ng glued to kontrasenya ¦ {p} ¦ Mali ang kontrasenyang {t} para sa user na admin
bn এক্সেস টোকেন ¦ bn, "অ্যাক্সেস টোকেন" (access token) with a danda-style ending ¦ {u43} ¦ ত্রুটি: অ্যাক্সেস টোকেন {t} এর মেয়াদ শেষ হয়ে গেছে।
bn গোপন চাবি ¦ bn, "গোপন চাবি" (secret key) with the value before the verb ¦ {h32} ¦ সার্ভার গোপন চাবি {t} গ্রহণ করেনি (কোড ৪০৩)
fa کلید مخفی ¦ fa, "کلید مخفی" (secret key) with LRM marks around the value ¦ {A40} ¦ خطا: کلید مخفی ‎{t}‎ معتبر نیست
fa رمز عبور guillemets ¦ fa, "رمز عبور" in «…» ¦ {p} ¦ ورود ناموفق بود؛ رمز عبور «{t}» برای کاربر deploy اشتباه است
fa توکن دسترسی ¦ fa, "توکن دسترسی" (access token), RTL with a colon ¦ {u43} ¦ توکن دسترسی: {t} منقضی شده است
ur خفیہ کلید ¦ ur, "خفیہ کلید" (secret key) ¦ {h40} ¦ درخواست مسترد: خفیہ کلید {t} درست نہیں ہے
ur پاس ورڈ کے ساتھ ¦ ur, postposition "کے ساتھ" after the value ¦ {p} ¦ صارف admin نے {t} پاس ورڈ کے ساتھ لاگ ان کی کوشش کی، ناکام
ta அணுகல் டோக்கன் ¦ ta, "அணுகல் டோக்கன்" (access token) ¦ {u43} ¦ பிழை: அணுகல் டோக்கன் {t} காலாவதியானது
ta கடவுச்சொல்லை accusative ¦ ta, accusative கடவுச்சொல்லை ¦ {p} ¦ நீங்கள் உள்ளிட்ட கடவுச்சொல்லை ({t}) சேவையகம் ஏற்கவில்லை
te సంకేతపదం ¦ te, "సంకేతపదం" (password) ¦ {p} ¦ లాగిన్ విఫలమైంది: సంకేతపదం {t} తప్పు
te రహస్య కీ ¦ te, "రహస్య కీ" (secret key) ¦ {A40} ¦ అభ్యర్థన తిరస్కరించబడింది, రహస్య కీ = {t}
mr गुप्त शब्द danda ¦ mr, "गुप्त शब्द" (password) with a danda ¦ {p} ¦ प्रवेश नाकारला: गुप्त शब्द {t} चुकीचा आहे।
mr प्रवेश टोकन ¦ mr, "प्रवेश टोकन" (access token) ¦ {u43} ¦ प्रवेश टोकन {t} ची मुदत संपली आहे
ne पासवर्ड नेपाली ¦ ne, "पासवर्ड" with the postposition "को" ¦ {p} ¦ प्रयोगकर्ता backup को पासवर्ड {t} गलत छ।
si මුරපදය ¦ si, "මුරපදය" (password) ¦ {p} ¦ පිවිසීම අසාර්ථකයි: මුරපදය {t} වැරදියි
km ពាក្យសម្ងាត់ ¦ km, "ពាក្យសម្ងាត់" with no spaces around the colon ¦ {p} ¦ ការចូលបរាជ័យ៖ ពាក្យសម្ងាត់:{t} មិនត្រឹមត្រូវ
lo ລະຫັດຜ່ານ ¦ lo, "ລະຫັດຜ່ານ" with the value glued to the next word ¦ {p} ¦ ເຂົ້າສູ່ລະບົບບໍ່ສຳເລັດ ລະຫັດຜ່ານ {t}ບໍ່ຖືກຕ້ອງ
my စကားဝှက် ¦ my, "စကားဝှက်" (password) ¦ {p} ¦ ဝင်ရောက်မှု မအောင်မြင်ပါ။ စကားဝှက် {t} မှားနေသည်
ka პაროლი Georgian quotes ¦ ka, "პაროლი" in „…“ ¦ {p} ¦ შესვლა ვერ მოხერხდა: პაროლი „{t}“ არასწორია
ka საიდუმლო გასაღები ¦ ka, "საიდუმლო გასაღები" (secret key) ¦ {A40} ¦ მოთხოვნა უარყოფილია, საიდუმლო გასაღები {t} არ ემთხვევა
hy գաղտնաբառը definite ¦ hy, definite գաղտնաբառը with the Armenian full stop ¦ {p} ¦ Մուտքը մերժվեց։ Գաղտնաբառը {t} սխալ է։
hy գաղտնի բանալի ¦ hy, "գաղտնի բանալի" (secret key) ¦ {h40} ¦ API-ի գաղտնի բանալին՝ {t}, անվավեր է
am የይለፍ ቃል wordspace ¦ am, "የይለፍ ቃል" with the Ethiopic colon ፡ ¦ {p} ¦ መግባት አልተሳካም። የይለፍ ቃል፡ {t} ትክክል አይደለም።
kk құпия сөз ¦ kk, "құпия сөз" (password) ¦ {p} ¦ Кіру сәтсіз аяқталды: құпия сөз {t} қате
kk кілт ¦ kk, "API кілті" (API key) ¦ {h32} ¦ Сұрау қабылданбады: API кілті {t} жарамсыз
uz maxfiy kalit ¦ uz, "maxfiy kalit" (secret key) in «…» ¦ {A40} ¦ So'rov rad etildi: maxfiy kalit «{t}» noto'g'ri
az şifrəniz ¦ az, possessive şifrəniz ¦ {p} ¦ Giriş alınmadı: daxil etdiyiniz şifrəniz ({t}) yanlışdır
mn нууц үгээ ¦ mn, reflexive accusative нууц үгээ ¦ {p} ¦ Та нууц үгээ {t} гэж оруулсан нь буруу байна
sr лозинком Cyrillic ¦ sr, instrumental лозинком ¦ {p} ¦ Пријава лозинком {t} није успела за корисника backup
sr lozinkom Latin ¦ sr, Latin script, tajni ključ ¦ {A40} ¦ Zahtev odbijen: tajni ključ {t} nije ispravan
bg паролата definite ¦ bg, definite паролата ¦ {p} ¦ Грешка: паролата „{t}“ е невалидна за потребител deploy
sk heslom ¦ sk, instrumental heslom ¦ {p} ¦ Prihlásenie heslom {t} zlyhalo
sl geslom ¦ sl, instrumental z geslom ¦ {p} ¦ Prijava z geslom {t} ni uspela
hr pristupni token ¦ hr, "pristupni token" ¦ {u43} ¦ Pristupni token {t} je istekao, prijavite se ponovno
lt slaptažodžiu ¦ lt, instrumental slaptažodžiu ¦ {p} ¦ Nepavyko prisijungti su slaptažodžiu {t}
lv paroli accusative ¦ lv, accusative paroli ¦ {p} ¦ Serveris noraidīja paroli "{t}" lietotājam admin
et salasõnaga comitative ¦ et, comitative salasõnaga ¦ {p} ¦ Sisselogimine salasõnaga {t} ebaõnnestus
is lykilorðið definite ¦ is, definite lykilorðið ¦ {p} ¦ Innskráning mistókst: lykilorðið {t} er rangt
sq fjalëkalimi definite ¦ sq, definite fjalëkalimi ¦ {p} ¦ Hyrja dështoi: fjalëkalimi {t} është i pasaktë
eu pasahitza ergative ¦ eu, "pasahitzak" (ergative) with the value before it ¦ {p} ¦ {t} pasahitzak ez du balio erabiltzaile honentzat
ca clau secreta ¦ ca, "clau secreta" ¦ {A40} ¦ Error: la clau secreta {t} no és vàlida
gl contrasinal ¦ gl, "o contrasinal" ¦ {p} ¦ Erro de acceso: o contrasinal {t} non é correcto
cy cyfrinair mutation ¦ cy, soft-mutated gyfrinair after "ei" ¦ {p} ¦ Methodd mewngofnodi: roedd ei gyfrinair ({t}) yn anghywir
yo ọ̀rọ̀ aṣínà ¦ yo, "ọ̀rọ̀ aṣínà" (password) with tone marks ¦ {p} ¦ Ìwọlé kùnà: ọ̀rọ̀ aṣínà {t} kò tọ̀nà
ha kalmar sirri ¦ ha, "kalmar sirrinka" (your password) ¦ {p} ¦ Shiga ya kasa: kalmar sirrinka {t} ba daidai ba ce
zu iphasiwedi ¦ zu, "iphasiwedi yakho" (your password) ¦ {p} ¦ Ukungena kuhlulekile: iphasiwedi yakho {t} ayilungile
af wagwoord ¦ af, "wagwoord" with the value first ¦ {p} ¦ "{t}" is nie 'n geldige wagwoord vir gebruiker ops nie
so furaha sirta ¦ so, "furaha sirta" (secret key) ¦ {h32} ¦ Codsiga waa la diiday: furaha sirta {t} ma saxna
ja 合言葉 fullwidth colon ¦ ja, "合言葉" (passphrase) with a fullwidth colon ¦ {p} ¦ 認証エラー：合言葉：{t} が一致しません
zh 访问密钥 fullwidth ¦ zh, "访问密钥" (access key secret) with fullwidth parentheses ¦ {A40} ¦ 请求被拒绝（访问密钥（{t}）无效）
ko 복구 코드 ¦ ko, "복구 코드" (recovery code) ¦ {l10} ¦ 복구 코드 {t}는 이미 사용되었습니다
"""


def i18n_cases(values: Values) -> list[Case]:
    return values.table("i18n", ROWS)
