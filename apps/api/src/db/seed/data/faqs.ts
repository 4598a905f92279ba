/**
 * Reference data: the frequently asked questions shown to merchants in the portal's help page,
 * in Arabic and English. Categories: orders, missions, balance, account, support.
 */
import type { SeedFaq } from './types';

export const faqs: SeedFaq[] = [
  {
    category: 'orders',
    questionAr: 'كيف أضيف طلبًا جديدًا؟',
    questionEn: 'How do I add a new order?',
    answerAr:
      'من صفحة «الطلبات» اختر «إضافة طلب»، ثم أدخل بيانات المستلم: الاسم ورقم الهاتف والمحافظة والمنطقة والعنوان بالتفصيل، ووصف محتوى الشحنة والمبلغ المطلوب تحصيله. يُحفظ الطلب بحالة «محفوظ» ويمكنك تعديله أو حذفه حتى ترسله، وبعد الإرسال يصبح جاهزًا للاستلام في أقرب مهمة استلام.',
    answerEn:
      'Open "Orders" and choose "Add order", then enter the receiver details: name, phone number, governorate, area and full address, plus a description of the contents and the amount to collect. The order is kept as "Saved" and you can edit or delete it until you send it; once sent, it is ready to be picked up in the next pickup mission.',
  },
  {
    category: 'orders',
    questionAr: 'هل يمكنني رفع عدد كبير من الطلبات مرة واحدة؟',
    questionEn: 'Can I upload many orders at once?',
    answerAr:
      'نعم. من صفحة «الطلبات» اختر «رفع ملف إكسل» ونزّل النموذج الجاهز، واكتب كل طلب في صف مستقل دون تغيير أسماء الأعمدة، ثم ارفع الملف بصيغة ‎.xlsx‎. يراجع النظام كل صف ويعرض لك الصفوف التي بها أخطاء (مثل رقم هاتف غير صحيح أو منطقة غير معروفة) لتصححها قبل الحفظ. لا يُقبل رفع الملف نفسه مرتين.',
    answerEn:
      'Yes. In "Orders" choose "Upload Excel file", download the template, write one order per row without renaming the columns, and upload the file as .xlsx. Every row is checked and any row with a problem (such as an invalid phone number or an unknown area) is listed so you can fix it before saving. The same file cannot be uploaded twice.',
  },
  {
    category: 'orders',
    questionAr: 'ماذا تعني حالات الطلب؟',
    questionEn: 'What do the order statuses mean?',
    answerAr:
      '«محفوظ»: الطلب مسجل لديك ولم يُرسل بعد. «مرسل»: أرسلته للشركة وينتظر الاستلام. «جاري التوصيل»: استلمته الشركة وهو في الطريق إلى فرع المستلم. «مع الكابتن»: خرج مع الكابتن للتسليم. «تم التسليم»: سُلّم للمستلم وحُصّل المبلغ. «مؤجل»: طلب المستلم موعدًا آخر أو تعذّر التسليم مؤقتًا. «مرتجع لدى الشركة» ثم «مرتجع»: لم يُسلّم وعاد إلى الشركة ثم إليك. «في المحفظة»: أُضيف المبلغ المحصّل إلى رصيدك.',
    answerEn:
      '"Saved": the order is recorded but not sent yet. "Sent": you sent it to us and it is waiting for pickup. "Underway": we picked it up and it is on its way to the receiver\'s branch. "With captain": it is out for delivery. "Delivered": it was handed over and the amount collected. "Delayed": the receiver asked for another day or delivery was not possible for now. "With company (returned)" then "Returned": it was not delivered and came back to us, then to you. "Wallet": the collected amount was added to your balance.',
  },
  {
    category: 'orders',
    questionAr: 'كم يستغرق توصيل الطلب؟',
    questionEn: 'How long does delivery take?',
    answerAr:
      'داخل القاهرة والجيزة يُسلَّم الطلب عادةً خلال 24 إلى 48 ساعة من استلامه، وفي الإسكندرية ومحافظات الدلتا والقناة خلال 2 إلى 3 أيام عمل، وفي الصعيد والمحافظات الحدودية (البحر الأحمر والوادي الجديد ومطروح وسيناء) خلال 3 إلى 5 أيام عمل. لا تُحتسب أيام الجمعة والعطلات الرسمية.',
    answerEn:
      'In Cairo and Giza an order is usually delivered within 24 to 48 hours of pickup, in Alexandria, the Delta and the Canal cities within 2 to 3 working days, and in Upper Egypt and the frontier governorates (Red Sea, New Valley, Matrouh and Sinai) within 3 to 5 working days. Fridays and public holidays are not counted.',
  },
  {
    category: 'orders',
    questionAr: 'كيف تُحسب مصاريف الشحن؟',
    questionEn: 'How is the shipping cost calculated?',
    answerAr:
      'تُحسب مصاريف الشحن حسب محافظة ومنطقة المستلم وحجم الشحنة ووزنها وفق قائمة الأسعار المتفق عليها في تعاقدك، وتظهر على الطلب قبل إرساله. تُخصم المصاريف من المبلغ المحصّل عند التوريد، ولا يُدفع شيء مقدمًا.',
    answerEn:
      "The shipping cost depends on the receiver's governorate and area and on the size and weight of the parcel, following the price list in your contract, and it is shown on the order before you send it. It is deducted from the collected amount when your cash is supplied, so nothing is paid in advance.",
  },
  {
    category: 'orders',
    questionAr: 'ماذا يحدث إذا رفض المستلم الشحنة أو لم يرد على الهاتف؟',
    questionEn: 'What happens if the receiver refuses the parcel or does not answer?',
    answerAr:
      'يسجّل الكابتن سبب عدم التسليم ويحاول مرة أخرى في موعد لاحق. إذا استمر الرفض أو تعذّر الوصول للمستلم بعد المحاولات المتفق عليها يتحول الطلب إلى «مرتجع لدى الشركة»، ثم يُعاد إليك في مهمة مرتجعات أو مع أقرب مهمة استلام. قد تُحتسب مصاريف المرتجع حسب تعاقدك.',
    answerEn:
      'The captain records why the parcel was not delivered and tries again later. If the receiver keeps refusing or cannot be reached after the agreed attempts, the order becomes "With company (returned)" and is brought back to you in a return mission or with your next pickup. A return fee may apply according to your contract.',
  },
  {
    category: 'orders',
    questionAr: 'ما الشحنات الممنوع إرسالها؟',
    questionEn: 'Which items are not allowed?',
    answerAr:
      'يُمنع إرسال النقود والذهب والمجوهرات الثمينة، والأدوية التي تحتاج إلى وصفة طبية، والمواد القابلة للاشتعال أو المتفجرة، والأسلحة، والمواد المخدرة، والأطعمة سريعة التلف، وأي مواد يمنعها القانون المصري. راجع البند الرابع من الشروط والأحكام للتفاصيل.',
    answerEn:
      'Cash, gold and valuable jewellery, prescription medicines, flammable or explosive materials, weapons, narcotics, perishable food and anything prohibited by Egyptian law may not be shipped. See section 4 of the terms and conditions for details.',
  },
  {
    category: 'missions',
    questionAr: 'كيف أطلب مهمة استلام لشحناتي؟',
    questionEn: 'How do I request a pickup mission?',
    answerAr:
      'من صفحة «المهام» اختر «مهمة جديدة»، وحدد نوعها «استلام» أو «استلام ومرتجعات»، واختر الفرع وعنوان الاستلام والموعد المناسب، ثم أكّد الطلب. تتابع حالة المهمة من «جديدة» إلى «لدى الكابتن» ثم «منفذة»، ويصلك إشعار عند كل تغيير.',
    answerEn:
      'Open "Missions", choose "New mission", pick the type "Pickup" or "Pickup and returns", select the branch, the pickup address and a suitable date, then confirm. You can follow the mission from "New" to "For captain" and then "Executed", and you are notified at each change.',
  },
  {
    category: 'balance',
    questionAr: 'متى يتم توريد المبالغ المحصلة؟',
    questionEn: 'When is the collected cash supplied to me?',
    answerAr:
      'يُضاف المبلغ إلى رصيدك بمجرد تأكيد تسليم الطلب، ويُورَّد الرصيد بعد خصم مصاريف الشحن حسب الموعد المحدد في تعاقدك (أسبوعيًا أو مرتين في الأسبوع عادةً)، بتحويل بنكي أو محفظة إلكترونية أو نقدًا في الفرع. يمكنك أيضًا طلب «مهمة توريد» من صفحة المهام.',
    answerEn:
      'The amount is added to your balance as soon as delivery is confirmed. Your balance, less the shipping costs, is supplied on the schedule in your contract (usually weekly or twice a week) by bank transfer, mobile wallet or cash at the branch. You can also request a "Supply" mission from the Missions page.',
  },
  {
    category: 'balance',
    questionAr: 'أين أجد رصيدي وكشف الحساب؟',
    questionEn: 'Where can I see my balance and statement?',
    answerAr:
      'تعرض صفحة «الرصيد» المبالغ المحصّلة ومصاريف الشحن المخصومة والمبالغ التي تم توريدها والرصيد المتبقي، مع تفاصيل كل طلب وكل عملية توريد، ويمكنك تصفيتها بالتاريخ وتصديرها إلى ملف إكسل.',
    answerEn:
      'The "Balance" page shows the amounts collected, the shipping costs deducted, what has been supplied and what remains, with the details of every order and every supply. You can filter it by date and export it to an Excel file.',
  },
  {
    category: 'account',
    questionAr: 'ماذا يحدث عند إيقاف حسابي؟',
    questionEn: 'What happens when my account is suspended?',
    answerAr:
      'يبقى بإمكانك تسجيل الدخول ومتابعة طلباتك ومهامك الحالية ورصيدك، وطلب مهام «استلام» أو «استلام ومرتجعات» فقط، بينما تتوقف باقي الإجراءات حتى يُعاد تفعيل الحساب. يُوقف الحساب عادةً لعدم استكمال بيانات التعاقد أو لمخالفة الشروط والأحكام؛ تواصل مع الدعم أو مسؤول حسابك لمعرفة السبب وإعادة التفعيل.',
    answerEn:
      'You can still sign in, follow your current orders, missions and balance, and request "Pickup" or "Pickup and returns" missions only; other actions are paused until the account is reactivated. An account is usually suspended because the contract details are incomplete or the terms and conditions were breached; contact support or your account manager to learn why and to reactivate it.',
  },
  {
    category: 'account',
    questionAr: 'كيف أغيّر كلمة المرور؟',
    questionEn: 'How do I change my password?',
    answerAr:
      'من «الإعدادات» اختر «تغيير كلمة المرور»، ثم أدخل كلمة المرور الحالية والجديدة (8 أحرف على الأقل) وأكّدها. إذا نسيت كلمة المرور فاستخدم رابط «نسيت كلمة المرور» في صفحة تسجيل الدخول.',
    answerEn:
      'In "Settings" choose "Change password", enter your current password and the new one (at least 8 characters) and confirm it. If you forgot your password, use the "Forgot password" link on the login page.',
  },
  {
    category: 'support',
    questionAr: 'كيف أتواصل مع الدعم أو أقدّم شكوى؟',
    questionEn: 'How do I contact support or file a complaint?',
    screen: 'tickets',
    answerAr:
      'من صفحة «الدعم» افتح تذكرة جديدة واختر «شكوى» أو «استفسار»، ثم حدد النوع والعنوان واكتب رقم الطلب إن وُجد. ستصلك الردود في التذكرة نفسها مع إشعار، ويمكنك أيضًا استخدام المحادثة المباشرة أو الاتصال بأقرب فرع.',
    answerEn:
      'Open a new ticket from the "Support" page, choose "Complaint" or "Inquiry", select the type and title, and add the order number if there is one. Replies arrive in the same ticket with a notification; you can also use live chat or call your nearest branch.',
  },
];
