/**
 * Reference data of the job wizard, written for this product: industries, the professions of each
 * with their specific hard skills (comma-separated), and soft skills shared by every profession.
 * Skills are deduplicated by name when seeded and linked to professions many-to-many.
 */
export type IndustryData = { name: string; professions: Record<string, string> };

export const SOFT_SKILLS = [
  'Communication',
  'Teamwork',
  'Problem Solving',
  'Time Management',
  'Adaptability',
  'Critical Thinking',
  'Leadership',
  'Attention to Detail',
  'Creativity',
  'Emotional Intelligence',
  'Conflict Resolution',
  'Decision Making',
  'Negotiation',
  'Active Listening',
  'Collaboration',
  'Self-Motivation',
  'Work Ethic',
  'Empathy',
  'Presentation Skills',
  'Mentoring',
  'Stress Management',
  'Customer Focus',
  'Accountability',
  'Organisation',
  'Resilience',
  'Interpersonal Skills',
  'Written Communication',
  'Cultural Awareness',
  'Patience',
  'Initiative',
] as const;

/** Soft skills linked to every profession (the rest are offered to the professions of their industry). */
export const CORE_SOFT_SKILLS = SOFT_SKILLS.slice(0, 12);

export const INDUSTRIES: IndustryData[] = [
  {
    name: 'Software Engineering',
    professions: {
      'Frontend Developer': 'React, TypeScript, JavaScript, HTML5, CSS3, Redux, Next.js, Webpack, Vite, Accessibility (WCAG), Responsive Design, Jest',
      'Backend Developer': 'Node.js, Java, Spring Boot, Python, Django, PostgreSQL, REST API Design, GraphQL, Redis, Microservices, Go, Kafka',
      'Full Stack Developer': 'React, Node.js, TypeScript, Express.js, MongoDB, PostgreSQL, REST API Design, Docker, Git, Vue.js',
      'Mobile Developer': 'Swift, Kotlin, React Native, Flutter, Dart, iOS SDK, Android SDK, Xcode, Mobile UI Design, App Store Deployment',
      'DevOps Engineer': 'Docker, Kubernetes, Terraform, Ansible, Jenkins, GitHub Actions, AWS, Linux Administration, Prometheus, Grafana, Bash Scripting',
      'QA Engineer': 'Test Automation, Selenium, Cypress, Playwright, Manual Testing, Test Planning, JIRA, API Testing, Postman, Performance Testing',
      'Site Reliability Engineer': 'Incident Management, Observability, Kubernetes, Go, Capacity Planning, SLO Design, Chaos Engineering, Linux Administration',
      'Embedded Software Engineer': 'C, C++, RTOS, Microcontrollers, Embedded Linux, Firmware Development, Device Drivers, ARM Cortex, I2C and SPI',
      'Game Developer': 'Unity, Unreal Engine, C#, C++, Game Physics, Shader Programming, 3D Math, Level Scripting, Multiplayer Networking, Game AI',
    },
  },
  {
    name: 'Data and Analytics',
    professions: {
      'Data Scientist': 'Python, R, Machine Learning, Statistics, Pandas, scikit-learn, Deep Learning, TensorFlow, PyTorch, A/B Testing, Feature Engineering',
      'Data Analyst': 'SQL, Excel, Tableau, Power BI, Data Visualisation, Google Analytics, Statistics, Looker, Data Cleaning',
      'Data Engineer': 'Apache Spark, Airflow, SQL, ETL Pipelines, Snowflake, BigQuery, dbt, Kafka, Data Modelling, Scala, Databricks',
      'Machine Learning Engineer': 'PyTorch, TensorFlow, MLOps, Model Deployment, Natural Language Processing, Computer Vision, Kubeflow, Python, Vector Databases',
      'Business Intelligence Developer': 'Power BI, SSIS, SSRS, DAX, Data Warehousing, T-SQL, OLAP Cubes, Qlik',
      'Database Administrator': 'PostgreSQL, Oracle Database, MySQL, Microsoft SQL Server, Backup and Recovery, Query Tuning, Replication, Database Security',
      'Analytics Engineer': 'dbt, SQL, Data Modelling, Looker, Version Control for Data, Data Quality Testing, BigQuery',
    },
  },
  {
    name: 'Cybersecurity',
    professions: {
      'Security Analyst': 'SIEM, Splunk, Threat Detection, Incident Response, Vulnerability Assessment, Log Analysis, Network Security, MITRE ATT&CK',
      'Penetration Tester': 'Burp Suite, Metasploit, OWASP Top 10, Kali Linux, Web Application Testing, Social Engineering, Exploit Development, Nmap',
      'Security Engineer': 'Identity and Access Management, Public Key Infrastructure, Cloud Security, Zero Trust Architecture, Firewall Configuration, Secure Code Review',
      'Security Architect': 'Security Architecture, Threat Modelling, ISO 27001, NIST Framework, Risk Assessment, Data Loss Prevention',
      'Compliance Analyst': 'GDPR, SOC 2, PCI DSS, Audit Preparation, Policy Writing, HIPAA, Vendor Risk Management',
      'Digital Forensics Analyst': 'Digital Forensics, EnCase, Memory Forensics, Malware Analysis, Chain of Custody, Reverse Engineering',
    },
  },
  {
    name: 'Cloud and IT Infrastructure',
    professions: {
      'Cloud Architect': 'AWS, Microsoft Azure, Google Cloud Platform, Cloud Migration, Serverless Architecture, Cost Optimisation, Infrastructure as Code',
      'Systems Administrator': 'Windows Server, Active Directory, Linux Administration, VMware, PowerShell, Patch Management, Group Policy',
      'Network Engineer': 'Cisco IOS, Routing and Switching, BGP, OSPF, VPN, Network Monitoring, SD-WAN, Wireshark, CCNA',
      'IT Support Specialist': 'Help Desk Support, Ticketing Systems, Hardware Troubleshooting, Microsoft 365 Administration, Remote Support, ITIL',
      'IT Manager': 'IT Strategy, Vendor Management, IT Budgeting, ITIL, Service Level Management, IT Asset Management',
      'Cloud Engineer': 'AWS Lambda, Amazon EC2, Azure DevOps, CloudFormation, Terraform, Kubernetes, Cloud Networking',
    },
  },
  {
    name: 'Product and Design',
    professions: {
      'Product Manager': 'Product Roadmapping, User Stories, Agile Methodologies, Scrum, Market Research, Product Analytics, Prioritisation Frameworks, OKRs',
      'UX Designer': 'User Research, Wireframing, Prototyping, Figma, Usability Testing, Information Architecture, Journey Mapping, Interaction Design',
      'UI Designer': 'Figma, Sketch, Adobe XD, Visual Design, Design Systems, Typography, Colour Theory, Iconography',
      'Product Designer': 'Design Thinking, Figma, Prototyping, User Research, Design Systems, Motion Design',
      'UX Researcher': 'Qualitative Research, Quantitative Research, Survey Design, User Interviews, Persona Development, Card Sorting, Diary Studies',
      'Product Owner': 'Backlog Management, Acceptance Criteria, Scrum, Stakeholder Management, Sprint Planning, JIRA',
      'Technical Writer': 'Technical Documentation, API Documentation, Markdown, Docs as Code, Style Guides, DITA',
    },
  },
  {
    name: 'Marketing and Communications',
    professions: {
      'Digital Marketing Specialist': 'Search Engine Optimisation, Google Ads, Pay-Per-Click Advertising, Email Marketing, Marketing Automation, HubSpot, Conversion Rate Optimisation',
      'Content Writer': 'Copywriting, Content Strategy, Blogging, SEO Writing, Editing, Proofreading, Storytelling',
      'Social Media Manager': 'Social Media Strategy, Community Management, Meta Business Suite, Hootsuite, Influencer Marketing, Social Media Analytics, Paid Social',
      'Brand Manager': 'Brand Strategy, Brand Positioning, Consumer Insights, Campaign Management, Market Segmentation, Packaging Design Briefs',
      'Marketing Manager': 'Marketing Strategy, Go-to-Market Planning, Budget Management, Marketing Analytics, Demand Generation, Salesforce Marketing Cloud',
      'Public Relations Specialist': 'Media Relations, Press Releases, Crisis Communication, Event Planning, Reputation Management, Media Monitoring',
      'Growth Marketer': 'Growth Hacking, Funnel Optimisation, Customer Acquisition, Retention Marketing, Mixpanel, Experiment Design',
      'SEO Specialist': 'Technical SEO, Keyword Research, Link Building, Google Search Console, Ahrefs, On-Page SEO, Semrush',
    },
  },
  {
    name: 'Sales and Business Development',
    professions: {
      'Sales Representative': 'Cold Calling, Lead Generation, Salesforce CRM, Sales Pipeline Management, Product Demonstrations, Closing Techniques, Prospecting',
      'Account Executive': 'Consultative Selling, Contract Negotiation, Account Planning, Sales Forecasting, Solution Selling, MEDDIC',
      'Business Development Manager': 'Partnership Development, Market Expansion, Strategic Planning, Proposal Writing, Business Case Development',
      'Account Manager': 'Client Retention, Upselling, Cross-Selling, Account Reviews, Customer Success Planning, Renewals Management',
      'Sales Manager': 'Sales Team Leadership, Quota Setting, Sales Coaching, Territory Planning, Sales Operations',
      'Sales Development Representative': 'Outbound Prospecting, Email Outreach, Lead Qualification, Sales Engagement Platforms, LinkedIn Sales Navigator',
      'Customer Success Manager': 'Customer Onboarding, Churn Reduction, Net Promoter Score, Gainsight, Quarterly Business Reviews, Customer Health Scoring',
    },
  },
  {
    name: 'Finance and Accounting',
    professions: {
      Accountant: 'Bookkeeping, Financial Reporting, IFRS, US GAAP, Accounts Payable, Accounts Receivable, Reconciliations, QuickBooks, Xero, Tax Preparation',
      'Financial Analyst': 'Financial Modelling, Forecasting, Budgeting, Variance Analysis, Valuation, Excel Modelling, Discounted Cash Flow',
      Auditor: 'Internal Audit, External Audit, Internal Controls, Risk-Based Auditing, Sarbanes-Oxley Compliance, Audit Sampling',
      Controller: 'Month-End Close, Consolidation, Cost Accounting, Treasury Management, ERP Systems, SAP FI/CO',
      'Payroll Specialist': 'Payroll Processing, Payroll Tax Compliance, ADP Workforce Now, Benefits Administration, Time and Attendance Systems',
      'Tax Advisor': 'Corporate Tax, VAT, Transfer Pricing, Tax Planning, International Tax, Tax Compliance',
      'Investment Analyst': 'Equity Research, Portfolio Analysis, Bloomberg Terminal, Financial Statement Analysis, Asset Allocation, CFA Knowledge',
      'Credit Analyst': 'Credit Risk Assessment, Loan Underwriting, Cash Flow Analysis, Credit Scoring, Covenant Monitoring',
    },
  },
  {
    name: 'Banking and Insurance',
    professions: {
      'Relationship Manager': 'Wealth Management, Client Portfolio Management, Financial Planning, Anti-Money Laundering, Know Your Customer',
      'Risk Analyst': 'Market Risk, Operational Risk, Basel III, Stress Testing, Value at Risk, Risk Reporting',
      Underwriter: 'Insurance Underwriting, Risk Pricing, Policy Wordings, Actuarial Data Interpretation, Claims History Analysis',
      Actuary: 'Actuarial Modelling, Life Insurance Pricing, Reserving, Solvency II, Prophet, Mortality Analysis',
      'Claims Adjuster': 'Claims Investigation, Loss Assessment, Insurance Regulations, Fraud Detection, Settlement Negotiation',
      'Bank Teller': 'Cash Handling, Teller Operations, Banking Software, Fraud Prevention, Currency Exchange',
      'Compliance Officer': 'Regulatory Compliance, Anti-Money Laundering, Sanctions Screening, Compliance Monitoring, Regulatory Reporting',
    },
  },
  {
    name: 'Healthcare',
    professions: {
      'Registered Nurse': 'Patient Assessment, Medication Administration, Wound Care, IV Therapy, Electronic Health Records, Basic Life Support, Care Planning, Infection Control',
      'General Practitioner': 'Clinical Diagnosis, Prescribing, Chronic Disease Management, Preventive Medicine, Patient Consultation, Minor Surgery',
      Pharmacist: 'Pharmacology, Dispensing, Medication Review, Drug Interactions, Pharmacy Law, Clinical Pharmacy',
      Physiotherapist: 'Musculoskeletal Assessment, Manual Therapy, Exercise Prescription, Rehabilitation, Sports Injury Treatment, Electrotherapy',
      'Medical Laboratory Scientist': 'Clinical Chemistry, Haematology, Microbiology, Laboratory Information Systems, Quality Control, Phlebotomy',
      Radiographer: 'X-Ray Imaging, CT Scanning, MRI, Radiation Safety, PACS, Patient Positioning',
      'Healthcare Administrator': 'Healthcare Management, Medical Billing, ICD-10 Coding, Patient Scheduling, Healthcare Compliance',
      Dentist: 'Restorative Dentistry, Endodontics, Oral Surgery, Dental Radiography, Periodontics, Orthodontic Assessment',
      Psychologist: 'Cognitive Behavioural Therapy, Psychological Assessment, Counselling, Mental Health Diagnosis, Trauma-Informed Care',
    },
  },
  {
    name: 'Education and Training',
    professions: {
      'Primary School Teacher': 'Lesson Planning, Classroom Management, Curriculum Development, Phonics Instruction, Differentiated Instruction, Student Assessment',
      'Secondary School Teacher': 'Subject Expertise, Exam Preparation, Classroom Management, Lesson Planning, Student Assessment, Learning Management Systems',
      'University Lecturer': 'Academic Research, Curriculum Design, Academic Writing, Grant Writing, Lecturing, Peer Review',
      'Instructional Designer': 'Instructional Design, E-Learning Development, Articulate Storyline, ADDIE Model, Learning Management Systems, SCORM',
      'Corporate Trainer': 'Training Needs Analysis, Workshop Facilitation, Training Delivery, Training Evaluation, Coaching',
      'Special Education Teacher': 'Individualised Education Programmes, Behaviour Management, Assistive Technology, Sign Language, Inclusive Education',
      'Language Teacher': 'Second Language Acquisition, TEFL, Grammar Instruction, Pronunciation Coaching, Language Assessment',
    },
  },
  {
    name: 'Manufacturing',
    professions: {
      'Production Supervisor': 'Production Planning, Lean Manufacturing, Shift Management, Six Sigma, Kaizen, Quality Assurance, Health and Safety Compliance',
      'Mechanical Engineer': 'AutoCAD, SolidWorks, Finite Element Analysis, GD&T, Thermodynamics, Mechanical Design, CATIA',
      'Quality Engineer': 'ISO 9001, Root Cause Analysis, Statistical Process Control, FMEA, Quality Audits, Measurement Systems Analysis',
      'Industrial Engineer': 'Process Optimisation, Time and Motion Studies, Simulation Modelling, Facility Layout, Value Stream Mapping',
      'CNC Machinist': 'CNC Programming, G-Code, Blueprint Reading, Precision Measurement, Lathe Operation, Milling',
      'Maintenance Technician': 'Preventive Maintenance, PLC Troubleshooting, Hydraulics, Pneumatics, Electrical Maintenance, CMMS',
      'Automation Engineer': 'PLC Programming, SCADA, Industrial Robotics, Siemens TIA Portal, Allen-Bradley, HMI Design',
      Welder: 'MIG Welding, TIG Welding, Arc Welding, Welding Inspection, Metal Fabrication',
    },
  },
  {
    name: 'Construction and Engineering',
    professions: {
      'Civil Engineer': 'Structural Analysis, AutoCAD Civil 3D, Geotechnical Engineering, Road Design, Drainage Design, Eurocodes',
      'Structural Engineer': 'Structural Design, ETABS, SAP2000, Reinforced Concrete Design, Steel Design, Revit Structure',
      'Construction Project Manager': 'Construction Scheduling, Primavera P6, Cost Control, Contract Administration, Site Safety Management, Subcontractor Management',
      'Quantity Surveyor': 'Cost Estimating, Bills of Quantities, Tendering, Valuations, NEC Contracts, Cost Reporting',
      Architect: 'Architectural Design, Revit, Building Information Modelling, Building Regulations, SketchUp, Planning Applications',
      'Site Engineer': 'Setting Out, Site Surveying, Total Station, Construction Quality Control, Temporary Works',
      Electrician: 'Electrical Installation, Wiring Regulations, Electrical Testing, Fault Finding, Solar PV Installation',
      Plumber: 'Pipe Fitting, Heating Systems, Gas Safety, Drainage Systems, Water Regulations',
      'HVAC Technician': 'HVAC Installation, Refrigeration, Air Conditioning Service, Ventilation Systems, Building Management Systems',
    },
  },
  {
    name: 'Logistics and Supply Chain',
    professions: {
      'Supply Chain Analyst': 'Demand Planning, Inventory Optimisation, Supply Chain Modelling, SAP APO, S&OP, Forecasting Models',
      'Logistics Coordinator': 'Freight Forwarding, Shipment Tracking, Customs Documentation, Incoterms, Transport Management Systems',
      'Warehouse Manager': 'Warehouse Management Systems, Inventory Control, Pick and Pack Operations, Forklift Operation, Stock Auditing, Warehouse Layout Planning',
      'Procurement Specialist': 'Strategic Sourcing, Supplier Negotiation, Purchase Orders, Spend Analysis, Contract Management, Tendering',
      'Fleet Manager': 'Fleet Management, Route Planning, Vehicle Maintenance Scheduling, Telematics, Fuel Management',
      'Truck Driver': 'Commercial Driving, Tachograph Use, Load Securing, Defensive Driving, Delivery Scheduling',
      'Import Export Specialist': 'Customs Compliance, Export Controls, Letters of Credit, Tariff Classification, Trade Documentation',
    },
  },
  {
    name: 'Retail and E-commerce',
    professions: {
      'Store Manager': 'Retail Operations, Visual Merchandising, Staff Scheduling, Loss Prevention, Sales Target Management, Point of Sale Systems',
      'Sales Associate': 'Customer Service, Point of Sale Systems, Product Knowledge, Stock Replenishment, Upselling',
      'E-commerce Manager': 'Shopify, Magento, Online Merchandising, Marketplace Management, Conversion Rate Optimisation, Product Information Management',
      Merchandiser: 'Assortment Planning, Range Planning, Trend Analysis, Pricing Strategy, Open-to-Buy Planning',
      Buyer: 'Product Sourcing, Vendor Negotiation, Category Management, Trend Forecasting, Margin Analysis',
      'Customer Service Representative': 'Customer Service, Complaint Handling, Zendesk, Live Chat Support, Call Handling',
    },
  },
  {
    name: 'Hospitality and Tourism',
    professions: {
      'Hotel Manager': 'Hotel Operations, Revenue Management, Property Management Systems, Guest Relations, Opera PMS',
      Chef: 'Menu Planning, Food Preparation, Kitchen Management, Food Safety, Food Costing, Pastry',
      'Front Desk Agent': 'Guest Check-In, Reservation Systems, Opera PMS, Cash Handling, Concierge Services',
      'Restaurant Manager': 'Restaurant Operations, Front of House Management, Inventory Control, Food Safety, Staff Training',
      'Event Planner': 'Event Planning, Vendor Coordination, Budget Management, Venue Sourcing, Event Logistics',
      'Travel Consultant': 'Travel Booking, Amadeus GDS, Itinerary Planning, Destination Knowledge, Sabre',
      Bartender: 'Mixology, Cocktail Preparation, Responsible Alcohol Service, Bar Inventory, Wine Knowledge, Barista Skills, Beer Cellar Management',
    },
  },
  {
    name: 'Human Resources',
    professions: {
      'HR Generalist': 'Employee Relations, HR Policies, Employment Law, Onboarding, HRIS, Performance Management',
      Recruiter: 'Talent Sourcing, Interviewing, Applicant Tracking Systems, Boolean Search, Employer Branding, Candidate Assessment, Offer Negotiation',
      'HR Business Partner': 'Organisational Development, Workforce Planning, Change Management, Employee Engagement, Talent Management',
      'Compensation and Benefits Analyst': 'Compensation Benchmarking, Salary Structures, Benefits Administration, Pay Equity Analysis, Job Evaluation',
      'Learning and Development Specialist': 'Learning Strategy, Training Programme Design, Leadership Development, Learning Management Systems, Skills Gap Analysis',
      'Talent Acquisition Manager': 'Recruitment Strategy, Hiring Metrics, Campus Recruitment, Diversity Recruiting, Workday Recruiting',
    },
  },
  {
    name: 'Legal',
    professions: {
      Lawyer: 'Legal Research, Contract Drafting, Litigation, Legal Writing, Corporate Law, Dispute Resolution',
      Paralegal: 'Legal Research, Document Management, Case Preparation, E-Discovery, Court Filing',
      'Legal Counsel': 'Commercial Contracts, Regulatory Advice, Mergers and Acquisitions, Data Protection Law, Intellectual Property Law',
      'Contract Manager': 'Contract Lifecycle Management, Contract Negotiation, Risk Allocation, Contract Compliance',
      'Legal Secretary': 'Legal Transcription, Diary Management, Legal Terminology, Document Formatting, Client Intake',
    },
  },
  {
    name: 'Media and Creative Arts',
    professions: {
      'Graphic Designer': 'Adobe Photoshop, Adobe Illustrator, Adobe InDesign, Layout Design, Branding, Print Design, Logo Design',
      'Video Editor': 'Adobe Premiere Pro, Final Cut Pro, DaVinci Resolve, Colour Grading, Motion Graphics, Adobe After Effects',
      Photographer: 'Photography, Adobe Lightroom, Studio Lighting, Photo Retouching, Product Photography, Event Photography, Drone Photography',
      Journalist: 'News Writing, Investigative Reporting, Interviewing Sources, Fact-Checking, Media Law',
      Animator: '2D Animation, 3D Animation, Autodesk Maya, Blender, Character Rigging, Storyboarding',
      'Sound Engineer': 'Audio Mixing, Audio Mastering, Pro Tools, Live Sound, Sound Design',
      'Art Director': 'Art Direction, Creative Concepting, Campaign Design, Visual Storytelling, Creative Team Leadership',
    },
  },
  {
    name: 'Energy and Utilities',
    professions: {
      'Electrical Engineer': 'Power Systems, Electrical Design, ETAP, Protection Relays, High Voltage Systems, Substation Design',
      'Renewable Energy Engineer': 'Solar Energy Systems, Wind Energy, PVsyst, Energy Storage, Grid Integration',
      'Petroleum Engineer': 'Reservoir Engineering, Drilling Engineering, Well Testing, Production Optimisation, Petrel',
      'Energy Analyst': 'Energy Modelling, Energy Auditing, Carbon Accounting, Energy Markets, Sustainability Reporting',
      'Power Plant Operator': 'Turbine Operation, Boiler Operation, Control Room Operation, Plant Safety Procedures',
      'Environmental Engineer': 'Environmental Impact Assessment, Waste Management, Water Treatment, Air Quality Monitoring, ISO 14001',
    },
  },
  {
    name: 'Automotive',
    professions: {
      'Automotive Technician': 'Vehicle Diagnostics, Engine Repair, Brake Systems, OBD-II Diagnostics, Electric Vehicle Servicing',
      'Automotive Engineer': 'Vehicle Dynamics, Powertrain Engineering, CAN Bus, AUTOSAR, Crash Safety Engineering',
      'Car Sales Executive': 'Vehicle Sales, Test Drive Management, Finance and Insurance Products, Trade-In Appraisal',
      'Service Advisor': 'Service Scheduling, Repair Order Writing, Warranty Administration, Dealer Management Systems',
      'Body Shop Technician': 'Panel Beating, Spray Painting, Collision Repair, Paint Matching, Dent Repair, Windscreen Replacement',
    },
  },
  {
    name: 'Telecommunications',
    professions: {
      'Telecommunications Engineer': 'RF Engineering, 5G Networks, LTE, Fibre Optics, Network Planning, Microwave Links',
      'Network Operations Analyst': 'Network Operations Centre, Fault Management, Ticket Triage, SNMP, Network Performance Monitoring',
      'Field Service Technician': 'Equipment Installation, Cable Splicing, Field Troubleshooting, Safety at Heights',
      'VoIP Engineer': 'VoIP, SIP, Asterisk, Unified Communications, Session Border Controllers, Microsoft Teams Voice, QoS Configuration',
    },
  },
  {
    name: 'Agriculture and Food',
    professions: {
      Agronomist: 'Crop Management, Soil Science, Precision Agriculture, Pest Management, Irrigation Planning',
      'Food Technologist': 'Food Product Development, HACCP, Food Microbiology, Sensory Evaluation, Food Labelling',
      'Farm Manager': 'Farm Operations, Livestock Management, Agricultural Machinery, Harvest Planning, Farm Budgeting',
      Veterinarian: 'Animal Diagnosis, Veterinary Surgery, Animal Welfare, Vaccination Programmes, Large Animal Medicine, Veterinary Anaesthesia, Small Animal Medicine',
      'Quality Control Inspector': 'Product Inspection, Quality Sampling, Food Safety Audits, Non-Conformance Reporting',
    },
  },
  {
    name: 'Public Sector and Non-Profit',
    professions: {
      'Policy Analyst': 'Policy Analysis, Policy Research, Impact Evaluation, Legislative Drafting, Public Consultation',
      'Programme Manager': 'Programme Management, Monitoring and Evaluation, Logframe Design, Donor Reporting, Theory of Change',
      Fundraiser: 'Fundraising, Donor Relations, Grant Applications, Major Gifts, Campaign Fundraising, Donor Database Management, Legacy Giving',
      'Social Worker': 'Case Management, Safeguarding, Needs Assessment, Crisis Intervention, Family Support',
      'Community Outreach Coordinator': 'Community Engagement, Volunteer Management, Outreach Programmes, Partnership Building',
    },
  },
  {
    name: 'Administration and Operations',
    professions: {
      'Office Manager': 'Office Administration, Facilities Management, Procurement of Supplies, Budget Tracking, Microsoft Office',
      'Executive Assistant': 'Calendar Management, Travel Arrangements, Minute Taking, Correspondence Handling, Confidential Document Handling',
      'Operations Manager': 'Operations Management, Process Improvement, KPI Reporting, Resource Planning, Business Continuity Planning',
      'Project Manager': 'Project Planning, Risk Management, PRINCE2, PMP, Microsoft Project, Stakeholder Management, Agile Methodologies',
      'Data Entry Clerk': 'Data Entry, Typing Speed, Spreadsheet Management, Records Management, Data Verification',
      Receptionist: 'Front Desk Operations, Switchboard Operation, Visitor Management, Appointment Booking, Mail Handling, Meeting Room Booking',
      'Business Analyst': 'Requirements Gathering, Process Mapping, BPMN, Gap Analysis, Use Case Modelling, UML',
    },
  },
];

export const EDUCATIONS = [
  'No Formal Education',
  'High School Diploma',
  'Vocational Certificate',
  'Associate Degree',
  "Bachelor's Degree",
  "Master's Degree",
  'MBA',
  'Doctorate (PhD)',
  'Professional Certification',
] as const;

/** Professional experience brackets, in months (the candidate's experience is kept in months). */
export const PROFESSIONAL_EXPERIENCES = [
  { experience: 'No experience', minMonths: 0, maxMonths: 0 },
  { experience: 'Less than 1 year', minMonths: 0, maxMonths: 12 },
  { experience: '1-3 years', minMonths: 12, maxMonths: 36 },
  { experience: '3-5 years', minMonths: 36, maxMonths: 60 },
  { experience: '5-10 years', minMonths: 60, maxMonths: 120 },
  { experience: '10+ years', minMonths: 120, maxMonths: null },
] as const;

export const AGE_SPECIFICATIONS = [
  { ageRange: 'Any age', minAge: null, maxAge: null },
  { ageRange: '18-24', minAge: 18, maxAge: 24 },
  { ageRange: '25-34', minAge: 25, maxAge: 34 },
  { ageRange: '35-44', minAge: 35, maxAge: 44 },
  { ageRange: '45-54', minAge: 45, maxAge: 54 },
  { ageRange: '55+', minAge: 55, maxAge: null },
] as const;
