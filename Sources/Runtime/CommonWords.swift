/// Everyday English words, which Siri understands without help: registering them as
/// vocabulary only confuses matching (Apple's guidance for INVocabulary and
/// ParameterVocabularies). A compact list of very frequent words, not a dictionary.
enum CommonWords {
    static let english: Set<String> = Set("""
    a about above after again all also always am an and any are around as ask at away back bad be because been before \
    being best better big black blue book both boy brother but buy by call can car cat change child city close cold come \
    could country cup dad day did do does dog done door down drink each early eat end even every eye face family far father \
    feel few find fine first food for friend from fun game get girl give go good great green group hand happy hard has have \
    he head hear help her here high him his home hot hour house how i if in into is it its just keep kind know last late \
    leave left let life light like line little live long look lot love low make man many may me mean meet mom money more \
    morning most mother move much music must my name need never new next nice night no not note now number of off old on \
    once one only open or order other our out over own paper party people phone picture place play please point put read \
    red right room run said same say school see send set she show side sister small so some song soon start stay still stop \
    story such sun sure take talk team tell than thank that the their them then there these they thing think this those \
    time to today together too top town tree try turn two under up us use very wait walk want was watch water way we week \
    well went were what when where which while white who why will with word work world would write year yes yesterday yet \
    you young your work workout run running walk walking swim swimming bike cycling yoga coffee tea latte milk water \
    chat message text list lists notes note photo photos album albums playlist favorites favourites
    """.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init))
}
